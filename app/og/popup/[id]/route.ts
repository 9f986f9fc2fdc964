import { shareImageResponse } from '../../share-image';

// Rendered on request from the database (the content may be new or edited); the response
// itself carries a public Cache-Control for browsers and CDNs.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The generated share image of a pop-up (1200×630 PNG). */
export async function GET(request: Request, { params }: Context) {
  return shareImageResponse(request, 'popup', (await params).id);
}
