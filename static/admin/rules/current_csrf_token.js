// Signing in again in another tab gives this browser a new CSRF token (Django's cookie, left at its
// default name and readable by the page), and the one a page was drawn with is then refused: a long
// edit, or a file carried to its confirmation, was lost to the "out of date" page. Each form is sent
// with the cookie's current token instead, as the calculator page's posts are.
document.addEventListener("submit", function (event) {
  const field = event.target.querySelector("input[name=csrfmiddlewaretoken]");
  const cookie = document.cookie.split("; ").find(part => part.startsWith("csrftoken="));
  if (field && cookie) field.value = decodeURIComponent(cookie.slice("csrftoken=".length));
});
