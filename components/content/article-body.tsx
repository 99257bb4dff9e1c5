import styles from './article-body.module.css';

/** HTML rendered from our own markdown at build time (trusted content from the repo). */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${styles.body} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
