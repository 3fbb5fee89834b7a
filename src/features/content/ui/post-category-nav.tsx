import Link from 'next/link';
import { blogCategories } from '../domain/catalog';
import { blogCategoryPath, routes } from '@/lib/routes';

/** The blog's categories as links; the current one is marked for assistive technology too. */
export function PostCategoryNav({ current }: { current: string | null }) {
  const items = [
    { href: routes.blog, title: '전체', active: current === null },
    ...blogCategories.map((c) => ({ href: blogCategoryPath(c.slug), title: c.title, active: current === c.slug })),
  ];
  return (
    <nav aria-label="칼럼 분류" className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.active ? 'page' : undefined} className="chip">
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
