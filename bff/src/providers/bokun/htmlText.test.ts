import { htmlItems, htmlText } from './htmlText';

describe('htmlText', () => {
  it('separates paragraphs from list items, as plain text', () => {
    expect(
      htmlText(
        '<p>Walk the <b>Royal Route</b>.</p><p>Photos&nbsp;&amp; questions</p><ul><li>Main Square</li><li> Wawel <i>Hill</i></li></ul>',
      ),
    ).toEqual({
      paragraphs: ['Walk the Royal Route.', 'Photos & questions'],
      items: ['Main Square', 'Wawel Hill'],
    });
  });

  it('treats line breaks and headings as paragraph ends, and reads unclosed list items', () => {
    expect(htmlText('First line<br>Second line<h3>More</h3><ol><li>one<li>two</ol>')).toEqual({
      paragraphs: ['First line', 'Second line', 'More'],
      items: ['one', 'two'],
    });
  });

  it('never lets markup through: scripts and styles are dropped, entities decoded once', () => {
    const { paragraphs } = htmlText(
      '<script>alert(1)</script><style>p{}</style><p>&lt;img src=x onerror=alert(1)&gt; &#39;ok&#x27;</p>',
    );
    expect(paragraphs).toEqual(["<img src=x onerror=alert(1)> 'ok'"]);
  });

  it('reads nothing from an absent or empty text', () => {
    expect(htmlText(null)).toEqual({ paragraphs: [], items: [] });
    expect(htmlText('  <p> </p>')).toEqual({ paragraphs: [], items: [] });
  });
});

describe('htmlItems', () => {
  it('takes the list items, else each paragraph or line', () => {
    expect(htmlItems('<ul><li>Guide</li><li>Tickets</li></ul>')).toEqual(['Guide', 'Tickets']);
    expect(htmlItems('Guide<br/>Tickets')).toEqual(['Guide', 'Tickets']);
  });
});
