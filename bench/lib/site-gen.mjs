// Deterministic generated websites for the benchmarks: an outdoor-gear shop whose product pages each carry
// facts no other page has (weight, warranty, origin, capacity, dispatch time), with the chrome of a real
// shop (header menu, breadcrumb, footer with address and link columns, related products). Every page is
// ~12 KB of HTML. Questions paraphrase the facts, so retrieval can be scored against a known answer page.

export function rng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

const CATEGORIES = [
  ['tents', 'Tents', 'Tent'],
  ['sleeping-bags', 'Sleeping Bags', 'Sleeping Bag'],
  ['backpacks', 'Backpacks', 'Backpack'],
  ['daypacks', 'Daypacks', 'Daypack'],
  ['jackets', 'Jackets', 'Jacket'],
  ['boots', 'Boots', 'Boot'],
  ['stoves', 'Stoves', 'Stove'],
  ['cookware', 'Cookware', 'Cook Set'],
  ['lighting', 'Lighting', 'Headlamp'],
  ['navigation', 'Navigation', 'Compass'],
  ['climbing', 'Climbing', 'Harness'],
  ['water', 'Water', 'Water Filter'],
  ['tools', 'Tools', 'Multitool'],
  ['kids', 'Kids', 'Kids Carrier'],
  ['dogs', 'Dog Gear', 'Dog Pack'],
  ['travel', 'Travel', 'Duffel'],
  ['fishing', 'Fishing', 'Rod Case'],
  ['cycling', 'Cycling', 'Pannier'],
  ['snow', 'Snow', 'Snowshoe'],
  ['camp-furniture', 'Camp Furniture', 'Camp Chair'],
];
const FIRST =
  `Alder Birch Cedar Aspen Juniper Hemlock Larch Maple Willow Spruce Rowan Hazel Linden Sequoia Tamarack
  Cypress Laurel Sorrel Heather Bracken Granite Basalt Slate Quartz Flint Cobalt Amber Ember Falcon Osprey Heron
  Kestrel Marten Otter Lynx Bison Caribou Puffin Raven Wren`.split(/\s+/);
const SECOND =
  `Ridge Falls Creek Peak Hollow Basin Meadow Summit Canyon Bluff Harbor Glen Pass Point Crest Fork
  Valley Trail Lake Mesa Cove Sound Reach Spur Knoll`.split(/\s+/);
const CITIES = [
  ['Porto', 'Portugal'],
  ['Leicester', 'England'],
  ['Guimarães', 'Portugal'],
  ['Brno', 'Czechia'],
  ['Da Nang', 'Vietnam'],
  ['Bandung', 'Indonesia'],
  ['Izmir', 'Turkey'],
  ['Tacoma', 'Washington'],
  ['Biella', 'Italy'],
  ['Sialkot', 'Pakistan'],
  ['Kaunas', 'Lithuania'],
  ['Taichung', 'Taiwan'],
  ['Timișoara', 'Romania'],
  ['Dhaka', 'Bangladesh'],
  ['Pune', 'India'],
];
const WAREHOUSES = ['Reno', 'Columbus', 'Allentown', 'Spokane', 'Memphis', 'Boise'];
const MATERIALS = [
  'recycled ripstop nylon',
  'waxed cotton canvas',
  'Cordura 500D',
  'merino wool blend',
  'anodised aluminium',
  'Dyneema composite',
  'organic hemp',
  'polyester taffeta',
];
const COLOURS = [
  'moss green',
  'slate grey',
  'rust orange',
  'glacier blue',
  'sand',
  'charcoal',
  'forest',
  'ochre',
];

const FILLER = [
  'It was designed with guides who spend more nights outside than in, and tested through a full season of {season} trips.',
  'The {material} shell shrugs off {weather} and packs down small enough for a {trip}.',
  'Reviewers keep mentioning how {adjective} it feels on long {activity} days.',
  'We reworked the stitching pattern this year so seams stay sealed after hundreds of uses.',
  'A reflective tab near the base makes it easy to find in the dark, and the zips run smoothly with gloves on.',
  'If you are new to {activity}, our staff in the {store} store can walk you through setting it up.',
  'Like every item we sell, it can be returned within 60 days if it is not right for you.',
  'The {colour} colourway sells out first every {season}, so order early if you have a trip planned.',
  'Small details matter: the pulls are oversized, the buckles are replaceable and the labels are printed, not sewn.',
  'Pair it with other pieces from the same range for a kit that works together from trailhead to campsite.',
  'It has been part of our range since {year} and has been refined every season since.',
  'Many customers bring theirs back for our free annual check-up, where we replace worn parts at cost.',
  'On {activity} trips in {weather} it held up better than anything else we tried in its class.',
  'We publish the full materials list because we think you should know exactly what you are buying.',
];
const WORDS = {
  season: ['spring', 'summer', 'autumn', 'winter', 'shoulder-season'],
  material: MATERIALS,
  weather: ['sideways rain', 'wet snow', 'desert dust', 'coastal fog', 'a week of drizzle'],
  trip: ['weekend overnighter', 'hut-to-hut traverse', 'bikepacking loop', 'canoe portage', 'city break'],
  adjective: ['comfortable', 'stable', 'light', 'reassuring', 'well balanced'],
  activity: ['hiking', 'backpacking', 'paddling', 'climbing', 'bikepacking', 'ski touring'],
  store: ['Portland', 'Denver', 'Burlington', 'Asheville', 'Bend'],
  colour: COLOURS,
  year: ['2012', '2015', '2017', '2019', '2021'],
};

function fill(random, template) {
  return template.replace(/\{(\w+)\}/g, (_match, key) => pick(random, WORDS[key]));
}

function paragraph(random, sentences) {
  return Array.from({ length: sentences }, () => fill(random, pick(random, FILLER))).join(' ');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The products of a site of `pages` pages: every page that is not home, info or category is a product. */
function products(pages) {
  const count = pages - 6 - CATEGORIES.length; // home, four info pages, downloads, categories
  if (count < CATEGORIES.length) throw new RangeError('A generated site needs at least 50 pages');
  const list = [];
  for (let index = 0; index < count; index += 1) {
    const random = rng(1000 + index);
    const [categorySlug, categoryName, noun] = CATEGORIES[index % CATEGORIES.length];
    const combo = Math.floor(index / CATEGORIES.length);
    // A stride coprime with 1000 spreads neighbouring products over different names.
    const nameIndex = (combo * 367 + index * 13) % (FIRST.length * SECOND.length);
    const name = `${FIRST[nameIndex % FIRST.length]} ${SECOND[Math.floor(nameIndex / FIRST.length)]} ${noun}`;
    const [city, country] = pick(random, CITIES);
    list.push({
      index,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index}`,
      categorySlug,
      categoryName,
      weightKg: (0.2 + random() * 4.5).toFixed(1),
      warrantyYears: 2 + Math.floor(random() * 9),
      city,
      country,
      litres: 8 + Math.floor(random() * 80),
      dispatchDays: 1 + Math.floor(random() * 6),
      warehouse: pick(random, WAREHOUSES),
      price: 39 + Math.floor(random() * 560),
      material: pick(random, MATERIALS),
      colour: pick(random, COLOURS),
    });
  }
  // Products share names across categories only by coincidence; suffix any repeat so names stay unique.
  const seen = new Map();
  for (const product of list) {
    const repeats = (seen.get(product.name) ?? 0) + 1;
    seen.set(product.name, repeats);
    if (repeats > 1) product.name = `${product.name} ${['II', 'III', 'IV', 'V'][repeats - 2] ?? repeats}`;
  }
  return list;
}

const SHOP = 'Northwind Outfitters';
const ADDRESS = '418 Alder Street, Portland, OR 97204';
const PHONE = '(503) 555-0142';
const EMAIL = 'help@northwind-outfitters.example';

function header() {
  // A mega menu: every category with its three most visited filters, as most shops have.
  const menu = CATEGORIES.map(
    ([slug, name]) =>
      `<li><a href="/c/${slug}.html">${name}</a><ul class="sub">${['New arrivals', 'Best sellers', 'On sale']
        .map(
          (filter) =>
            `<li><a href="/c/${slug}.html#${filter.toLowerCase().replace(/ /g, '-')}">${filter} in ${name.toLowerCase()}</a></li>`,
        )
        .join('')}</ul></li>`,
  ).join('\n');
  return `<header class="site-header"><a class="logo" href="/">${SHOP}</a>
<nav class="main-menu" aria-label="Shop"><ul>${menu}</ul></nav>
<form class="search" role="search" action="/search"><label>Search <input name="q" type="search"></label></form>
<div class="account"><a href="/about.html">About</a> <a href="/contact.html">Contact</a> <a href="/shipping.html">Shipping</a></div>
</header>`;
}

function footer() {
  const columns = [
    ['Shop', CATEGORIES.slice(0, 8).map(([slug, name]) => [`/c/${slug}.html`, name])],
    ['More gear', CATEGORIES.slice(8).map(([slug, name]) => [`/c/${slug}.html`, name])],
    ['Stores', WORDS.store.map((store) => ['/contact.html', `${store} store`])],
    [
      'Help',
      [
        ['/shipping.html', 'Shipping'],
        ['/returns.html', 'Returns and repairs'],
        ['/contact.html', 'Contact us'],
        ['/about.html', 'About us'],
      ],
    ],
  ];
  const html = columns
    .map(
      ([title, links]) =>
        `<div class="col"><h4>${title}</h4><ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('')}</ul></div>`,
    )
    .join('');
  return `<footer class="site-footer">${html}
<address>${SHOP}<br>${ADDRESS}<br>Phone ${PHONE}<br><a href="mailto:${EMAIL}">${EMAIL}</a></address>
<p class="legal">© 2024 ${SHOP}. Prices include sales tax where applicable. Free shipping on orders over $75.</p>
<p class="social"><a href="https://social.example/northwind">Follow us</a> <a href="https://video.example/northwind">Watch our films</a></p>
</footer>`;
}

const HEAD_STYLE = `<style>body{font-family:system-ui,sans-serif;margin:0;color:#222}header,footer{background:#f4f1ea;padding:1rem}
nav ul{display:flex;flex-wrap:wrap;gap:.75rem;list-style:none;padding:0}main{max-width:60rem;margin:auto;padding:1rem}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem}.col{display:inline-block;vertical-align:top;width:30%}</style>`;

function page(title, body, description) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${SHOP}</title><meta name="description" content="${escapeHtml(description)}">
<link rel="icon" href="/favicon.ico">${HEAD_STYLE}</head>
<body>${header()}
${body}
${footer()}
</body></html>`;
}

const REVIEWERS = [
  'Dana from Boulder',
  'Sam, thru-hiker',
  'Priya K.',
  'Tom in Vermont',
  'Lea, guide',
  'Marcus',
  'Jo and Ben',
  'Aiko T.',
];

function reviews(random) {
  return Array.from(
    { length: 2 },
    () =>
      `<blockquote><p>${paragraph(random, 2)}</p><cite>${pick(random, REVIEWERS)}, ${1 + Math.floor(random() * 5)} of 5 stars</cite></blockquote>`,
  ).join('\n');
}

/** The main content of a product page, shared by the static and the JavaScript-rendered sites. */
function productMain(product, all) {
  const random = rng(50_000 + product.index);
  const related = [1, 7, 31, 97, 211, 401]
    .map((step) => all[(product.index + step) % all.length])
    .filter((other) => other !== product);
  return `<nav class="breadcrumb"><a href="/">Home</a> › <a href="/c/${product.categorySlug}.html">${product.categoryName}</a> › ${escapeHtml(product.name)}</nav>
<main><article>
<h1>${escapeHtml(product.name)}</h1>
<p class="lead">The ${escapeHtml(product.name)} is our ${product.colour} ${product.categoryName.toLowerCase()} pick in ${product.material}, priced at $${product.price}.</p>
<h2>Overview</h2>
<p>${paragraph(random, 5)}</p>
<p>${paragraph(random, 4)} At just ${product.weightKg} kg, the ${escapeHtml(product.name)} is easy to carry all day.</p>
<h2>Specifications</h2>
<table><tbody>
<tr><th>Weight</th><td>${product.weightKg} kg</td></tr>
<tr><th>Volume</th><td>${product.litres} litres</td></tr>
<tr><th>Material</th><td>${product.material}</td></tr>
<tr><th>Colour</th><td>${product.colour}</td></tr>
<tr><th>Price</th><td>$${product.price}</td></tr>
</tbody></table>
<h2>Where it is made</h2>
<p>The ${escapeHtml(product.name)} is sewn in ${product.city}, ${product.country}, by a family workshop we have worked with for years. ${paragraph(random, 2)}</p>
<h2>Capacity</h2>
<p>Its main compartment holds ${product.litres} litres, with two side pockets for a bottle and a map. ${paragraph(random, 2)}</p>
<h2>Warranty and repairs</h2>
<p>Every ${escapeHtml(product.name)} is covered by our ${product.warrantyYears}-year repair promise: if a seam, buckle or zip fails, we fix it free. ${paragraph(random, 2)}</p>
<h2>Delivery</h2>
<p>Orders for the ${escapeHtml(product.name)} leave our ${product.warehouse} warehouse within ${product.dispatchDays} working days. ${paragraph(random, 1)}</p>
<h2>What customers say</h2>
${reviews(random)}
<h2>Questions customers ask</h2>
<h3>Can I try it in a store?</h3><p>${paragraph(random, 2)}</p>
<h3>Is it suitable for beginners?</h3><p>${paragraph(random, 2)}</p>
<h2>You may also like</h2>
<ul class="related">${related.map((other) => `<li><a href="/p/${other.slug}.html">${escapeHtml(other.name)}</a> — $${other.price}</li>`).join('')}</ul>
</article></main>`;
}

function homePage(all) {
  const featured = all.filter((_product, index) => index % 97 === 0).slice(0, 24);
  const random = rng(7);
  const body = `<main><h1>Outdoor gear that lasts</h1>
<p>${SHOP} has sold tents, packs and clothing for the trail from our Portland workshop since 1994. ${paragraph(random, 3)}</p>
<h2>Shop by category</h2><ul>${CATEGORIES.map(([slug, name]) => `<li><a href="/c/${slug}.html">${name}</a></li>`).join('')}</ul>
<h2>Featured this season</h2><ul>${featured.map((product) => `<li><a href="/p/${product.slug}.html">${escapeHtml(product.name)}</a> — $${product.price}</li>`).join('')}</ul>
<h2>Visit us</h2><p>Our flagship store is at ${ADDRESS}. Call ${PHONE} or email ${EMAIL}.</p></main>`;
  return page('Outdoor gear that lasts', body, `${SHOP}: tents, packs and clothing for the trail.`);
}

function categoryPage(slug, name, all) {
  const items = all.filter((product) => product.categorySlug === slug);
  const random = rng(slug.length * 31);
  const body = `<nav class="breadcrumb"><a href="/">Home</a> › ${name}</nav><main><h1>${name}</h1>
<p>${paragraph(random, 3)}</p>
<ul class="products">${items.map((product) => `<li><a href="/p/${product.slug}.html">${escapeHtml(product.name)}</a> — ${product.colour}, ${product.material}, $${product.price}</li>`).join('\n')}</ul></main>`;
  return page(name, body, `Shop ${name.toLowerCase()} at ${SHOP}.`);
}

const INFO_PAGES = {
  about: [
    'About us',
    `${SHOP} was founded in 1994 by two river guides. We employ 85 people across five stores and a repair workshop in Portland.`,
  ],
  contact: [
    'Contact us',
    `Call ${PHONE} (Monday to Saturday, 9am to 6pm Pacific) or email ${EMAIL}. Our flagship store is at ${ADDRESS}.`,
  ],
  shipping: [
    'Shipping',
    'Standard shipping is free on orders over $75 and takes 3 to 5 business days. Express shipping costs $18.',
  ],
  returns: [
    'Returns and repairs',
    'Return any unused item within 60 days for a full refund. Our Portland workshop repairs gear from any brand.',
  ],
};

function infoPage(slug, all) {
  const [title, text] = INFO_PAGES[slug];
  const random = rng(slug.length * 17);
  const body = `<main><h1>${title}</h1><p>${text}</p><p>${paragraph(random, 4)}</p><p>${paragraph(random, 4)}</p>
<p>Popular right now: ${all
    .slice(0, 5)
    .map((product) => `<a href="/p/${product.slug}.html">${escapeHtml(product.name)}</a>`)
    .join(', ')}.</p></main>`;
  return page(title, body, `${title} — ${SHOP}`);
}

/** Questions whose answer is one fact of one product page; `expected` must appear in the answering passage. */
const QUESTION_TEMPLATES = [
  (product) => ({ question: `How heavy is the ${product.name}?`, expected: `${product.weightKg} kg` }),
  (product) => ({
    question: `What guarantee do I get with the ${product.name}?`,
    expected: `${product.warrantyYears}-year`,
  }),
  (product) => ({
    question: `Which country is the ${product.name} manufactured in?`,
    expected: product.country,
  }),
  (product) => ({
    question: `How much gear can the ${product.name} fit?`,
    expected: `${product.litres} litres`,
  }),
  (product) => ({
    question: `How soon will my ${product.name} be shipped?`,
    expected: `${product.dispatchDays} working days`,
  }),
];

/**
 * A static site of exactly `pages` HTML pages. Returns the files (path → body) and a labelled question set
 * of `questionCount` questions spread evenly over the products.
 */
export function generateShop({ pages = 2000, questionCount = 200, documents = {} } = {}) {
  const all = products(pages);
  const files = new Map();
  files.set('/', homePage(all));
  for (const slug of Object.keys(INFO_PAGES)) files.set(`/${slug}.html`, infoPage(slug, all));
  for (const [slug, name] of CATEGORIES) files.set(`/c/${slug}.html`, categoryPage(slug, name, all));
  for (const product of all) {
    files.set(
      `/p/${product.slug}.html`,
      page(
        product.name,
        productMain(product, all),
        `${product.name}: ${product.material}, ${product.weightKg} kg.`,
      ),
    );
  }
  // A downloads page linking real documents (the 200-page "real-ish" site); otherwise a plain page.
  const docLinks = Object.keys(documents)
    .map((path) => `<li><a href="${path}">${path.split('/').pop()}</a></li>`)
    .join('');
  const random = rng(99);
  files.set(
    '/downloads.html',
    page(
      'Downloads',
      `<main><h1>Downloads</h1><p>${paragraph(random, 3)}</p>${docLinks ? `<ul>${docLinks}</ul>` : `<p>${paragraph(random, 3)}</p>`}</main>`,
      'Downloads',
    ),
  );
  // The home page links the downloads page through the footer-like info list.
  files.set(
    '/',
    files
      .get('/')
      .replace(
        '<h2>Visit us</h2>',
        '<p><a href="/downloads.html">Manuals and price lists</a></p><h2>Visit us</h2>',
      ),
  );
  if (files.size !== pages) throw new Error(`Generated ${files.size} pages, expected ${pages}`);
  const step = Math.max(1, Math.floor(all.length / questionCount));
  const questions = [];
  for (let index = 0; index < all.length && questions.length < questionCount; index += step) {
    const product = all[index];
    const { question, expected } = QUESTION_TEMPLATES[questions.length % QUESTION_TEMPLATES.length](product);
    questions.push({ question, expected: [expected], path: `/p/${product.slug}.html` });
  }
  return { files, questions, documents };
}

const APP_JS = `(function () {
  var slug = location.pathname === '/' ? 'index' : location.pathname.replace(/^\\/|\\.html$/g, '').replace(/\\//g, '_');
  fetch('/data/' + slug + '.json').then(function (response) { return response.json(); }).then(function (data) {
    document.title = data.title;
    document.getElementById('root').innerHTML = data.html;
  });
})();`;

/**
 * A client-rendered version of a `pages`-page shop: every page is an empty shell whose script fetches the
 * page's JSON and renders header, content, links and footer.
 */
export function generateJsShop({ pages = 100 } = {}) {
  const { files: staticFiles } = generateShop({ pages, questionCount: 0 });
  const files = new Map();
  for (const [path, html] of staticFiles) {
    const title = /<title>([^<]*)<\/title>/.exec(html)[1];
    const body = html.slice(html.indexOf('<body>') + 6, html.lastIndexOf('</body>'));
    const slug = path === '/' ? 'index' : path.replace(/^\/|\.html$/g, '').replace(/\//g, '_');
    files.set(`/data/${slug}.json`, JSON.stringify({ title, html: body }));
    files.set(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SHOP}</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>`,
    );
  }
  files.set('/app.js', APP_JS);
  return { files, htmlPages: staticFiles.size };
}
