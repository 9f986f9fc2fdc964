/**
 * Makes this process's Intl write times the way a reader's browser may, unlike Node's ICU:
 * Korean day periods as Chromium writes them ("오전 12:22", Node: "AM 12:22"), and a narrow
 * no-break space before English "AM" as some ICU versions do. That is what a page rendered by
 * Node meets when it hydrates. Returns the undo.
 */
export function simulateBrowserIcu(): () => void {
  const proto = Intl.DateTimeFormat.prototype;
  const formatToParts = proto.formatToParts;
  const formatGetter = Object.getOwnPropertyDescriptor(proto, 'format')!.get!;

  function browserParts(f: Intl.DateTimeFormat, date?: Date | number): Intl.DateTimeFormatPart[] {
    const locale = f.resolvedOptions().locale;
    const parts = formatToParts.call(f, date);
    return parts.map((part, i) => {
      if (part.type === 'dayPeriod' && locale.startsWith('ko')) {
        return { ...part, value: part.value === 'AM' ? '오전' : '오후' };
      }
      if (part.type === 'literal' && locale.startsWith('en') && parts[i + 1]?.type === 'dayPeriod') {
        return { ...part, value: '\u202f' };
      }
      return part;
    });
  }

  proto.formatToParts = function (this: Intl.DateTimeFormat, date?: Date | number) {
    return browserParts(this, date);
  };
  Object.defineProperty(proto, 'format', {
    configurable: true,
    get(this: Intl.DateTimeFormat) {
      return (date?: Date | number) =>
        browserParts(this, date)
          .map((part) => part.value)
          .join('');
    },
  });
  return () => {
    proto.formatToParts = formatToParts;
    Object.defineProperty(proto, 'format', { configurable: true, get: formatGetter });
  };
}
