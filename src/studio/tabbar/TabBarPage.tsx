export default function TabBarPage() {
  return null;
}
