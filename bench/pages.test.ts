import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textFloorHtml } from './pages.ts';

test("the text floor keeps the page's words and data, and nothing that styles it or loads code", () => {
  const page = `<html><head><link rel=stylesheet href="./a.css"><link rel="modulepreload" href="./b.js">
<link rel="icon" href="./i.svg"><style>p{}</style>
<script type="application/ld+json">{"@type":"Person"}</script>
<template id="portfolio-elements"><script type="module" src="./c.js"></script></template>
<script>start()</script></head><body><portfolio-hero><template shadowrootmode="open"><style>h1{}</style><h1>Hi</h1></template></portfolio-hero>
<script type='application/json' id="portfolio-content">{}</script></body></html>`;
  assert.equal(
    textFloorHtml(page),
    `<html><head>
<link rel="icon" href="./i.svg">
<script type="application/ld+json">{"@type":"Person"}</script>

</head><body><portfolio-hero><template shadowrootmode="open"><h1>Hi</h1></template></portfolio-hero>
<script type='application/json' id="portfolio-content">{}</script></body></html>`,
  );
});
