import { i18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'

// The shared texts modules (`common/`) declare ICU messages, which the SPA's build compiles in place.
// The server runs them as written, and Lingui's production runtime has no compiler of its own: it
// would print a message's braces and plural cases instead of reading them. Imported before any text
// is read, by every entry point that reads one.
i18n.setMessagesCompiler(compileMessage)
