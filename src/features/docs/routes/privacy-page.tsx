/** /privacypolicy: the privacy policy (spec 000 §2), a public page. */
import { MarkdownDocument } from '../components/markdown-document';

export default function PrivacyPage() {
  return <MarkdownDocument name="privacy" titleKey="docs.privacy.title" />;
}
