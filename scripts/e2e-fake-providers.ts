/**
 * The end-to-end server's stand-ins for Kakao, Naver and Apple: real HTTP servers on
 * 127.0.0.1 (another site than the app's localhost, as the real providers are), so a browser
 * follows each sign-in's redirects and Apple's cross-site form post for real. Writes the
 * environment that points the app at them to the file named by the second argument, and
 * exits when the process named by the third argument (the e2e server) is gone.
 *
 *   tsx scripts/e2e-fake-providers.ts http://localhost:3210 .data/e2e-3210/providers.env 12345
 */
import { writeFileSync } from 'node:fs';
import { startFakeAppleServer } from '../tests/utils/fake-apple-server';
import { startFakeKakaoServer } from '../tests/utils/fake-kakao-server';
import { startFakeNaverServer } from '../tests/utils/fake-naver-server';

const [base, out, watched] = process.argv.slice(2);
if (!base || !out || !watched) throw new Error('usage: e2e-fake-providers.ts <PUBLIC_BASE_URL> <env file> <pid>');

const kakao = await startFakeKakaoServer({
  clientId: 'e2e-kakao',
  clientSecret: 'e2e-kakao-secret',
  redirectUri: `${base}/login/oauth/kakao`,
});
const naver = await startFakeNaverServer({
  clientId: 'e2e-naver',
  clientSecret: 'e2e-naver-secret',
  redirectUri: `${base}/login/oauth/naver`,
});
const apple = await startFakeAppleServer({
  clientId: 'kr.popspot.e2e',
  teamId: 'E2ETEAM001',
  keyId: 'E2EKEY0001',
  redirectUri: `${base}/api/v1/auth/apple/callback`,
});

const env: Record<string, string> = {
  KAKAO_CLIENT_ID: 'e2e-kakao',
  KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
  KAKAO_AUTHORIZE_URL: kakao.authorizeUrl,
  KAKAO_TOKEN_URL: kakao.tokenUrl,
  KAKAO_USERINFO_URL: kakao.userInfoUrl,
  NAVER_CLIENT_ID: 'e2e-naver',
  NAVER_CLIENT_SECRET: 'e2e-naver-secret',
  NAVER_AUTHORIZE_URL: naver.authorizeUrl,
  NAVER_TOKEN_URL: naver.tokenUrl,
  NAVER_USERINFO_URL: naver.userInfoUrl,
  APPLE_CLIENT_ID: 'kr.popspot.e2e',
  APPLE_TEAM_ID: 'E2ETEAM001',
  APPLE_KEY_ID: 'E2EKEY0001',
  APPLE_PRIVATE_KEY: apple.teamKey.trim().replace(/\n/g, '\\n'),
  APPLE_AUTHORIZE_URL: apple.authorizeUrl,
  APPLE_TOKEN_URL: apple.tokenUrl,
  APPLE_REVOKE_URL: apple.revokeUrl,
};
// Values hold no single quotes, so single-quoting makes them safe to `source`.
writeFileSync(
  out,
  Object.entries(env)
    .map(([key, value]) => `export ${key}='${value}'\n`)
    .join(''),
);

setInterval(() => {
  try {
    process.kill(Number(watched), 0);
  } catch {
    process.exit(0);
  }
}, 1000);
