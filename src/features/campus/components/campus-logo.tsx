/** A campus's logo (image_mark), or its initial on a tinted square when it has none. */
import type { Campus } from '@/types/user';

export function CampusLogo({ campus, size }: { campus: Pick<Campus, 'name' | 'image_mark'>; size: number }) {
  const box = { width: size, height: size, borderRadius: 4, flex: 'none' } as const;
  if (campus.image_mark) return <img src={campus.image_mark} alt="" style={{ ...box, objectFit: 'contain' }} />;
  return (
    <span
      aria-hidden
      style={{ ...box, display: 'inline-grid', placeItems: 'center', background: '#e8efff', color: '#1d4fd8', fontSize: size * 0.55, fontWeight: 600 }}
    >
      {campus.name.slice(0, 1)}
    </span>
  );
}
