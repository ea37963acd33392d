import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { THEMES_ANSWER, ThemesPublic } from '../schemas/themes.js'

const themes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/themes/',
    {
      schema: {
        operationId: 'readThemes',
        tags: ['hackathons'],
        summary: "The vocabulary of a hackathon's themes, each with its label and synonyms",
        response: { 200: ThemesPublic },
      },
    },
    async () => THEMES_ANSWER,
  )
}

export default themes
