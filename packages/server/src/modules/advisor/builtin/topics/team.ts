/**
 * Team activities: the activity asked about (or on the page the member came from), else the best fits for the
 * question, the time asked for and the member's traits; what the member has done already.
 */
import { ACTIVITY_BY_ID, activityNamedIn } from '../catalogue.ts';
import { activitiesPageLink, activityLink } from '../links.ts';
import { firstSentence, listOf, uncapitalise, variant } from '../phrasing.ts';
import { TOPIC_TRAITS } from '../profile-text.ts';
import { activityWhy, completedIds, durationNote, pickActivities, topicWords } from '../readings.ts';
import type { AskContext, Part } from '../reply.ts';

export function team(ctx: AskContext): Part[] {
  const { facts } = ctx;
  const parts: Part[] = [];
  const order = TOPIC_TRAITS.team;
  const page = facts.page.pageContext;
  const subject = (page?.type === 'activity' ? activityNamedIn(page.title) : undefined) ?? activityNamedIn(ctx.question);
  if (subject) {
    const done = completedIds(facts).has(subject.id);
    parts.push({ core: true, text: `${subject.title} takes ${subject.time} (${subject.category}): ${uncapitalise(firstSentence(subject.overview))}`, links: [activityLink(subject)] });
    parts.push({ core: true, text: activityWhy(ctx, subject, order) });
    if (ctx.duration && subject.minutes > ctx.duration.maxMinutes) {
      const shorter = pickActivities(ctx, `${subject.category} ${subject.title}`, { categories: [subject.category], count: 1, exclude: new Set([subject.id]) }).picks[0];
      if (shorter) parts.push({ core: true, text: `It's longer than ${ctx.duration.said}; ${shorter.title} (${shorter.time}) fits instead.`, links: [activityLink(shorter)] });
    } else if (done) {
      parts.push({ core: true, text: "You've done it before, so try a variation: swap the questions or the pairs." });
    }
    if (subject.reason) parts.push({ text: `Why it works: ${uncapitalise(subject.reason)}` });
    parts.push({ text: 'The activities page has the full directions.', links: [activitiesPageLink] });
    return parts;
  }
  if (/\b(have i|i've|did i) (already )?(done|completed|finished|tried)\b/.test(ctx.text)) {
    const done = facts.activities.completed.map((c) => ACTIVITY_BY_ID.get(c.activityId)?.title).filter((t): t is string => Boolean(t));
    const unique = [...new Set(done)];
    parts.push({
      core: true,
      text: unique.length
        ? `You've marked ${unique.length} ${unique.length === 1 ? 'activity' : 'activities'} as done: ${listOf(unique.slice(0, 5))}${unique.length > 5 ? ' and more' : ''}.`
        : "You haven't marked any activity as done yet; use Mark as done on an activity's page after you run it.",
    });
  }
  const words = topicWords(ctx.text, /\b(building|bonding|icebreaker|icebreakers|fun|game|games|already|done|completed|finished|tried|have|i've|did)\b/g);
  const icebreaker = /\b(icebreaker|ice breaker|ice-breaker|warm-?up|get to know|new team|new joiner|new starter)\b/.test(ctx.text);
  const categories = icebreaker ? ['Connection', 'Team Building'] : /\b(check.?in|stand-?up)\b/.test(ctx.text) ? ['Check-in'] : /\b(feedback|retro)\b/.test(ctx.text) ? ['Feedback'] : /\b(thank|recogni|appreciat|celebrat)/.test(ctx.text) ? ['Recognition'] : ['Team Building', 'Connection'];
  const pick = pickActivities(ctx, `${words} ${icebreaker ? 'get to know icebreaker' : ''}`, { categories, count: 2 });
  const [a, b] = pick.picks;
  if (!a) return [{ core: true, text: 'The activities page lists all 46, by category.', links: [activitiesPageLink] }];
  const note = durationNote(ctx, pick);
  if (note) parts.push({ core: true, text: note });
  const within = ctx.duration && !pick.tooLong ? `, within your ${ctx.duration.maxMinutes} minutes` : '';
  parts.push({
    core: true,
    text: `${variant([`Try ${a.title}`, `Go for ${a.title}`, `${a.title} works well`], ctx.seed, 4)} (${a.time}${within}): ${uncapitalise(firstSentence(a.overview))}`,
    links: [activityLink(a)],
  });
  parts.push({ core: true, text: activityWhy(ctx, a, order) });
  if (b) parts.push({ text: `Another good one: ${b.title} (${b.time}), ${uncapitalise(firstSentence(b.overview))}`, links: [activityLink(b)] });
  if (facts.team.size > 1) {
    const kinds = Object.keys(facts.team.archetypeCounts).length;
    if (kinds > 1) parts.push({ text: `${facts.organization?.name ?? 'Your organisation'} has ${kinds} archetypes among ${facts.team.size} people, so a format where everyone speaks in turn works well.` });
  }
  parts.push({ core: true, text: 'More ideas are on the activities page.', links: [activitiesPageLink] });
  return parts;
}
