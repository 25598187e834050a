/** The console's one script: defines its elements (the pages keep their logic in controllers and their styles to themselves). */
import { AuditPage } from './components/audit-page.ts'
import { BrandingPage } from './components/branding-page.ts'
import { ConsoleApp } from './components/console-app.ts'
import { InboxPage } from './components/inbox-page.ts'
import { NewStudyPage } from './components/new-study-page.ts'
import { ForgotPage, PasswordPage, SignInPage } from './components/sign-in-page.ts'
import { StudyPage } from './components/study-page.ts'
import { TeamPage } from './components/team-page.ts'
import { TokensPage } from './components/tokens-page.ts'
import { WebhooksSection } from './components/webhooks-section.ts'

const ELEMENTS: [string, CustomElementConstructor][] = [
  ['console-app', ConsoleApp],
  ['sign-in-page', SignInPage],
  ['forgot-page', ForgotPage],
  ['password-page', PasswordPage],
  ['inbox-page', InboxPage],
  ['study-page', StudyPage],
  ['new-study-page', NewStudyPage],
  ['tokens-page', TokensPage],
  ['branding-page', BrandingPage],
  ['team-page', TeamPage],
  ['audit-page', AuditPage],
  ['webhooks-section', WebhooksSection],
]
for (const [name, element] of ELEMENTS) if (!customElements.get(name)) customElements.define(name, element)
