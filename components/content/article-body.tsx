import type { ReactNode } from 'react';
import styles from './article-body.module.css';

/** HTML rendered from our own markdown at build time (trusted content from the repo), or JSX in the same reading style. */
export function ArticleBody({ html, children, className = '' }: { html?: string; children?: ReactNode; className?: string }) {
  if (html === undefined) return <div className={`${styles.body} ${className}`}>{children}</div>;
  return <div className={`${styles.body} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
