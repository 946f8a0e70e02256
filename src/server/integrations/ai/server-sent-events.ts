/**
 * The `data` of each event in a server-sent event stream (the WHATWG event stream format), fed the text
 * as it arrives in pieces that may split a line, or a line ending, anywhere. Lines end with LF, CR or
 * CRLF; an event's `data` lines are joined by LF and it is dispatched at the blank line that ends it; an
 * event without data, comments (`:`) and the other fields (`event`, `id`, `retry`) are passed over, as
 * an event without its blank line is when the stream ends.
 */
export function createServerSentEventReader() {
  let line = '';
  let data: string[] = [];
  // The previous piece ended with CR: an LF opening the next one belongs to the same line ending.
  let afterCarriageReturn = false;

  function endLine(events: string[]) {
    if (line === '') {
      if (data.length > 0) events.push(data.join('\n'));
      data = [];
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field === 'data') {
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      data.push(value);
    }
    line = '';
  }

  return {
    /** Takes the next piece of the stream and returns the data of the events it completed, in order. */
    push(text: string): string[] {
      const events: string[] = [];
      let start = 0;
      if (afterCarriageReturn && text.startsWith('\n')) start = 1;
      afterCarriageReturn = false;
      for (let index = start; index < text.length; index++) {
        const code = text.charCodeAt(index);
        if (code !== 10 && code !== 13) continue;
        line += text.slice(start, index);
        endLine(events);
        if (code === 13) {
          if (index + 1 === text.length) afterCarriageReturn = true;
          else if (text.charCodeAt(index + 1) === 10) index++;
        }
        start = index + 1;
      }
      line += text.slice(start);
      return events;
    },
  };
}
