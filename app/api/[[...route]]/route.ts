import { handle } from 'hono/vercel';
import { getApp } from '@/server/http/app';

// The Hono API answers every /api request; Next only routes it here.
export const dynamic = 'force-dynamic';

const handler = handle(getApp());

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const HEAD = handler;
export const OPTIONS = handler;
