<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>JellyBean Photography - Freelance Photographer</title>
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <link rel="stylesheet" type="text/css" href="public/normalise.min.css" media="screen">
    <link rel="stylesheet" type="text/css" href="public/style.min.css" media="screen">
    <link rel="apple-touch-icon" sizes="57x57" href="/public/images/favicon/apple-icon-57x57.png">
    <link rel="apple-touch-icon" sizes="60x60" href="/public/images/favicon/apple-icon-60x60.png">
    <link rel="apple-touch-icon" sizes="72x72" href="/public/images/favicon/apple-icon-72x72.png">
    <link rel="apple-touch-icon" sizes="76x76" href="/public/images/favicon/apple-icon-76x76.png">
    <link rel="apple-touch-icon" sizes="114x114" href="/public/images/favicon/apple-icon-114x114.png">
    <link rel="apple-touch-icon" sizes="120x120" href="/public/images/favicon/apple-icon-120x120.png">
    <link rel="apple-touch-icon" sizes="144x144" href="/public/images/favicon/apple-icon-144x144.png">
    <link rel="apple-touch-icon" sizes="152x152" href="/public/images/favicon/apple-icon-152x152.png">
    <link rel="apple-touch-icon" sizes="180x180" href="/public/images/favicon/apple-icon-180x180.png">
    <link rel="icon" type="image/png" sizes="192x192"  href="/public/images/favicon/android-icon-192x192.png">
    <link rel="icon" type="image/png" sizes="32x32" href="/public/images/favicon/favicon-32x32.png">
    <link rel="icon" type="image/png" sizes="96x96" href="/public/images/favicon/favicon-96x96.png">
    <link rel="icon" type="image/png" sizes="16x16" href="/public/images/favicon/favicon-16x16.png">
    <link rel="manifest" href="/public/images/favicon/manifest.json">
    <meta name="msapplication-TileColor" content="#ffffff">
    <meta name="msapplication-TileImage" content="/public/images/favicon/ms-icon-144x144.png">
    <meta name="theme-color" content="#ffffff">
    <meta name="description" content="Gloucestershire Freelance Photographer - Offering a unique photography packages for all areas of photography">
    <meta name="keywords" content="photographer,photography,wedding,events,portraits,freelance,photographs,wedding photographer,wedding photography,cheltenham photographer,gloucestershire photographer,studio photography,photographic,photos,wedding packages,affordable photography,tailored packages">
    <meta name="author" content="Scott Taylor">
    <script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','https://www.google-analytics.com/analytics.js','ga');
  ga('create', 'UA-57918002-1', 'auto');
  ga('send', 'pageview');
</script>
  </head>

<body>
  <div class="fullscreenimage">
  <img src="public/images/Logo.svg" class="logo" alt="JellyBean Photography Logo" title="JellyBean Photography Logo">
  <img src="public/images/threelines.png" id="open_menu" class="menubutton" alt="Menu Icon">
  <nav>
    <img src="public/images/menu-logo.svg" class="menu-logo" alt="JellyBean Photography Logo" title="JellyBean Photography Logo">
    <ul>
      <li><a href="/">HOME</a></li>
      <li><a href="services">SERVICES</a></li>
      <li><a href="portfolio">PORTFOLIO</a></li>
      <li><a href="about">ABOUT</a></li>
      <li><a href="blog">BLOG</a></li>
      <li><a href="contact">CONTACT</a></li>
    </ul>
    <div class="socialiconscontainer">
      <a href="https://www.facebook.com/JellyBeanPhotography.me.uk" target="_blank"><img src="public/images/icons/facebookicon.svg" class="socialicons" alt="Facebook Icon" title="Facebook Icon"></a>
      <a href="https://twitter.com/scottatJBP" target="_blank"><img src="public/images/icons/twittericon.svg" class="socialicons" alt="Twitter Icon" title="Twitter Icon"></a>
      <a href="https://plus.google.com/u/0/+JellyBeanPhotography" target="_blank"><img src="public/images/icons/googleplusicon.svg" class="socialicons" alt="GooglePlus Icon" title="GooglePlus Icon"></a>
      <a href="https://uk.linkedin.com/in/jellybeanphotographer" target="_blank"><img src="public/images/icons/linkedinicon.svg" class="socialicons" alt="LinkedIn Icon" title="LinkedIn Icon"></a>
    </div>
  </nav>
</div>

  <section>
    <h1>Gloucestershire Freelance Photographer</h1>
    <h2>Weddings, Events, Corporates, Portraits Photographer.</h2>
    <h3>Looking for a Photographer?</h3>
      <p>Then look no further… JellyBean Photography can provide photography services for all areas of photography. A Gloucestershire Freelance Photographer offering photography services throughout Gloucestershire area.</p>
      <p>Whether it’s your wedding day, anniversary or a special birthday celebration JellyBean Photography can help and all with tailored packages to make sure you get exactly what you’re looking for and at a price you can be happy with.</p>
      <p>JellyBean Photography can also offer photography for corporate events, websites, events, sports events and even portraits for your business website to give it a fresh update.</p>
      <p>How about something new! We can offer a unique portrait session whether it be for your modelling portfolio or just for giggle and laugh with your friends and mates, JellyBean Photography can offer it all.</p>
      <p>Or maybe you want to be a family portrait photo for a keepsake for memories for years to come, we can offer multiple packages to help get what you are looking for.</p>
      <div class="imageseperator0"></div>
      <h3>Social Media</h3>
      <p>Keep up to date with everything Photography at JellyBean Photography on our social media sites.</p>
      <p><a href="https://www.facebook.com/JellyBeanPhotography.me.uk" class="footerlink" target="_blank">Facebook</a> | <a href="https://twitter.com/scottatJBP" class="footerlink" target="_blank">Twitter</a> | <a href="https://www.instagram.com/jellybeanphotography.me.uk/" class="footerlink" target="_blank">Instagram</a></p>
      <div class="imageseperator1"></div>
      <h3>Recent Work</h3>
      <p>You can find more of JellyBean Photography work using the links below.</p>
      <p>All our client's albums are created on Flickr but are made private unless they allow us to make them public. Please take some time to view some of JellyBean Photography's work.</p>
      <p>Our Instagram link is used for our everyday photographs and to share what is going on in and around JellyBean Photography and Photography in general.</p>
      <p><a href="https://www.flickr.com/photos/jellybeanphotographer/albums" class="footerlink" target="_blank">Flickr</a> | <a href="https://www.instagram.com/jellybeanphotography.me.uk/" class="footerlink" target="_blank">Instagram</a></p>
    <div class="imageseperator2"></div>
  </section>

  <footer>
  <img src="public/images/menu-logo.svg" alt="Footer Logo">
  <p>JellyBean Photography,<br> 47 Somergate Road,<br> Cheltenham,<br> Glos,<br> GL51 0QE<br>
  t: <a href="tel:+447740276289" class="footerlink">07740 276289</a><br>
  e: <a href="mailto:info@jellybeanphotography.me.uk" class="footerlink">info@jellybeanphotography.me.uk</a><br>
  w: <a href="https://www.jellybeanphotography.me.uk" class="footerlink" target="_blank">www.jellybeanphotography.me.uk</a><br>
  f: <a href="https://www.facebook.com/JellyBeanPhotography.me.uk" class="footerlink" target="_blank">JellyBean Photography Facebook</a><br></p>
</footer>
  <script src="https://code.jquery.com/jquery-3.1.0.min.js" integrity="sha256-cCueBR6CsyA4/9szpPfrX3s49M9vUU5BgtiJj06wt/s=" crossorigin="anonymous"></script>
  <script type="text/javascript" src="public/scripts.js"></script>
</body>
