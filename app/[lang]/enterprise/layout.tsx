import '@/api/server-transport';
import type { ReactNode } from 'react';
import { loadEnterpriseViewerOrNull } from '@/api/enterprise-viewer';
import { EnterpriseShell } from '@/components/enterprise/enterprise-shell';

/**
 * The company console's frame around every /enterprise page: wider than the app's column,
 * with the sections the viewer's role opens. An anonymous visitor gets the frame without
 * sections; the page itself sends them to /login.
 */
export default async function EnterpriseLayout({ children }: { children: ReactNode }) {
  const viewer = await loadEnterpriseViewerOrNull();
  return <EnterpriseShell viewer={viewer}>{children}</EnterpriseShell>;
}
