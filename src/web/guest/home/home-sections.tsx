/**
 * The home page's sections below the booking wizard (decision 0129). The server writes them into
 * index.html as a `<template id="home-sections">` (src/server/home/render.ts): static HTML, no
 * JavaScript of its own, and — being a template — neither painted nor fetching images before the
 * wizard has rendered above it, so nothing moves under the guest's eyes. This puts a copy in place.
 */
export function HomeSections() {
  return <div ref={adopt} />;
}

function adopt(el: HTMLDivElement | null) {
  if (!el || el.childElementCount > 0) return;
  // After the wizard's first frame, in a task of its own: the sections' copy, style and layout
  // would otherwise lengthen the application's first commit and frame, the page's longest tasks
  // (Total Blocking Time, decision 0152). They sit below the wizard, so nothing above moves.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const template = document.getElementById('home-sections');
      if (!el.isConnected || el.childElementCount > 0) return;
      if (!(template instanceof HTMLTemplateElement)) return;
      el.append(template.content.cloneNode(true));
      // Arriving at /#faq from another page: the section exists only now.
      const hash = window.location.hash.slice(1);
      if (hash && hash !== 'main') document.getElementById(hash)?.scrollIntoView();
    }),
  );
}
