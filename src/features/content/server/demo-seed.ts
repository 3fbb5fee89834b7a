import 'server-only';
import type { Db } from '@/server/db/client';
import { broadcasts, contentBlocks, lawyers, posts, pressItems, reviews, winCases } from '@/server/db/schema';
import { feeScheduleKey } from '../domain/fee-schedule';
import type { DemoContent } from '../demo/demo-types';
import { sanitizeContentHtml } from './sanitize';
import { seoulHour } from '@/lib/seoul-date';

/**
 * Writes the demo catalog into an empty content store: nothing happens once any lawyer exists, so
 * staff edits and deletions are never undone by a restart. Demo HTML goes through the same
 * sanitizer as staff input.
 */
export async function seedDemoCatalog(db: Db, content: DemoContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: lawyers.id }).from(lawyers).limit(1);
    if (existing) return false;
    const now = new Date();
    const lawyerIds = new Map<string, number>();
    for (const [index, lawyer] of content.lawyers.entries()) {
      const { key, introHtml, ...fields } = lawyer;
      const [row] = await tx
        .insert(lawyers)
        .values({ ...fields, introHtml: sanitizeContentHtml(introHtml), sortOrder: index * 10, status: 'published', publishedAt: now })
        .returning({ id: lawyers.id });
      lawyerIds.set(key, row!.id);
    }
    const lawyerId = (key: string): number => {
      const id = lawyerIds.get(key);
      if (!id) throw new Error(`demo content names an unknown lawyer: ${key}`);
      return id;
    };
    const at = (day: string) => seoulHour(day, 9);
    for (const { lawyer, bodyHtml, ...item } of content.winCases) {
      await tx.insert(winCases).values({
        ...item,
        lawyerId: lawyerId(lawyer),
        bodyHtml: sanitizeContentHtml(bodyHtml),
        status: 'published',
        publishedAt: at(item.decidedOn),
      });
    }
    for (const item of content.reviews) {
      await tx.insert(reviews).values({
        title: item.title,
        specialty: item.specialty,
        clientLabel: item.clientLabel,
        bodyHtml: sanitizeContentHtml(item.bodyHtml),
        lawyerId: lawyerId(item.lawyer),
        consentRecordedAt: at(item.publishedOn),
        consentNote: item.consentNote,
        status: 'published',
        publishedAt: at(item.publishedOn),
      });
    }
    for (const item of content.posts) {
      await tx.insert(posts).values({
        slug: item.slug,
        category: item.category,
        title: item.title,
        description: item.description,
        bodyHtml: sanitizeContentHtml(item.bodyHtml),
        lawyerId: lawyerId(item.lawyer),
        status: 'published',
        publishedAt: at(item.publishedOn),
      });
    }
    for (const item of content.broadcasts) {
      await tx.insert(broadcasts).values({
        slug: item.slug,
        title: item.title,
        channel: item.channel,
        program: item.program,
        airedOn: item.airedOn,
        summary: item.summary,
        bodyHtml: sanitizeContentHtml(item.bodyHtml),
        lawyerId: lawyerId(item.lawyer),
        status: 'published',
        publishedAt: at(item.airedOn),
      });
    }
    for (const item of content.press) {
      await tx.insert(pressItems).values({
        title: item.title,
        outlet: item.outlet,
        publishedOn: item.publishedOn,
        url: item.url,
        summary: item.summary,
        lawyerId: lawyerId(item.lawyer),
        status: 'published',
        publishedAt: at(item.publishedOn),
      });
    }
    await tx.insert(contentBlocks).values({ key: feeScheduleKey, data: content.feeSchedule }).onConflictDoNothing();
    return true;
  });
}
