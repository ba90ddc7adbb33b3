/** /agreement: the user agreement (spec 000 §2), a public page. */
import { MarkdownDocument } from '../components/markdown-document';

export default function AgreementPage() {
  return <MarkdownDocument name="agreement" titleKey="docs.agreement.title" />;
}
