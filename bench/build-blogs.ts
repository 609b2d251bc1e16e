/**
 * Builds side by side: each build's blog (bench/blog.ts) on servers of its own, for the scripts
 * that measure two builds in one run (bench/blog-tbt.ts, bench/blog-cpu.ts).
 */
import { join, resolve } from 'node:path';
import type { RunningServer } from '../server/server.ts';
import { readPageContent, readSnippets, startBlogServer } from './blog.ts';
import { startBenchServer } from './server.ts';

/** A build's blog: a snapshot of `dist` served as the bench serves it, and the blog loading it. */
export interface BuildBlog {
  dist: string;
  blog: RunningServer;
  close(): Promise<void>;
}

/** The blog of each build named on the command line (default: this checkout's dist/). */
export async function serveBuildBlogs(args: readonly string[]): Promise<BuildBlog[]> {
  const dists = args.length ? args : [join(import.meta.dirname, '../dist')];
  const blogs: BuildBlog[] = [];
  for (const dist of dists) {
    const server = await startBenchServer(resolve(dist));
    const blog = await startBlogServer(
      server.url,
      readPageContent(server.root),
      readSnippets(server.root, server.url),
    );
    blogs.push({
      dist,
      blog,
      close: async () => void (await Promise.all([blog.close(), server.close()])),
    });
  }
  return blogs;
}
