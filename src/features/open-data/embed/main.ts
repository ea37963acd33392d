import { defineHackathonsList } from './hackathonsList'

// Served at /embed.js: the list reads from the site that serves this script, whatever page loads it.
defineHackathonsList(new URL(import.meta.url).origin)
