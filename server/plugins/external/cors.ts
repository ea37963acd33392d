import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import type { Config } from '../../config.js'

export default fp<{ config: Config }>(async (app, { config }) => {
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  })
})
