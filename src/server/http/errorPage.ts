/** Sent when a render fails: static, so it cannot fail itself, and free of any detail. */
export const ERROR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong | Louisiana Digital Media Archive</title>
</head>
<body>
<main>
<h1>Something went wrong</h1>
<p>This page could not be shown just now. Please try again in a moment.</p>
<p><a href="/">Louisiana Digital Media Archive home</a></p>
</main>
</body>
</html>
`;
