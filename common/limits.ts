/** Field limits, shared by the database schema, the API schemas and the SPA forms. */
export const LIMITS = {
  nameMax: 255,
  locationMax: 255,
  emailMax: 255,
  urlMax: 500,
  imageMax: 500,
  descriptionMax: 1000,
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  profileUsernameMax: 30,
  imageUploadBytes: 5 * 1024 * 1024,
} as const

/** List paging of DESIGN §5. */
export const PAGING = {
  defaultLimit: 100,
  maxLimit: 1000,
} as const
