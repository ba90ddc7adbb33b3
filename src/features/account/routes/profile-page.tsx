/** Scaffold: replaced by the page of issue 4. */
export default function ProfilePage() {
  return null;
}
