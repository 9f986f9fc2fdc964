/**
 * The layout of a generated share image (1200×630), rendered by next/og (satori): only
 * flexbox and inline styles, every element with several children is display:flex.
 * Pure: the route handlers give it finished strings.
 */
export type OgCardProps = {
  brand: string;
  /** What the content is: 'Pop-up', 'Popspot Pass', 'Magazine'. */
  label: string;
  title: string;
  /** Lines under the title: period, area, date. */
  details: string[];
  fontFamily: string;
};

const BRAND_COLOR = '#ff3d6e';

export function OgCard({ brand, label, title, details, fontFamily }: OgCardProps) {
  // Long titles step down so two or three lines still fit above the details.
  const titleSize = title.length > 40 ? 58 : title.length > 22 ? 68 : 80;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${BRAND_COLOR} 0%, #ff7a59 100%)`,
        color: '#ffffff',
        fontFamily,
        fontWeight: 700,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 40, letterSpacing: -1 }}>
          <div
            style={{
              display: 'flex',
              width: 56,
              height: 56,
              marginRight: 18,
              borderRadius: 28,
              background: '#ffffff',
              color: BRAND_COLOR,
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 34,
            }}
          >
            P
          </div>
          {brand}
        </div>
        <div
          style={{
            display: 'flex',
            padding: '10px 26px',
            borderRadius: 999,
            background: 'rgba(255, 255, 255, 0.22)',
            fontSize: 28,
          }}
        >
          {label}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: titleSize,
          lineHeight: 1.2,
          letterSpacing: -1.5,
          maxHeight: titleSize * 1.2 * 3,
          overflow: 'hidden',
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', fontSize: 32, opacity: 0.95 }}>
        {details.map((line) => (
          <div key={line} style={{ display: 'flex', marginTop: 8 }}>
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}
