<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>JellyBean Photography - Portfolio</title>
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
    <meta name="description" content="Gloucestershire Freelance Photographer - View JellyBean Photography's Portfolio">
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
<style>.fullscreenimage{background-image: url(/public/images/fullscreenimage/portfolio.jpg);}</style>
      <section>
        <h1>Portfolio</h1>
        <h2>The Portfolio of Scott Taylor at JellyBean Photography.</h2>
        <p>Here are a selections of images I have taken from Weddings to Events to portraits and more, no two shoots are ever the same and all these special moments are recorded for you to look back and re-experience the moments all over again.
            If you have liked what you have seen plese check out my <a href="about.php">About Page</a>.
            If you have any questions about any of the areas of photography please contact us via the <a href="contact.php">Contact Page</a> and we will get back you to help get your special moment captured.</p>
            <div id="imageholder">
              <img src="public/images/portfolio/wedding/Wedding001.jpg" alt="JellyBean Photography Portfolio Wedding Image 1" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding002.jpg" alt="JellyBean Photography Portfolio Wedding Image 2" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding003.jpg" alt="JellyBean Photography Portfolio Wedding Image 3" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding004.jpg" alt="JellyBean Photography Portfolio Wedding Image 4" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding005.jpg" alt="JellyBean Photography Portfolio Wedding Image 5" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding006.jpg" alt="JellyBean Photography Portfolio Wedding Image 6" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding007.jpg" alt="JellyBean Photography Portfolio Wedding Image 7" title="JellyBean Photography Portfolio Image">
              <img src="public/images/portfolio/wedding/Wedding008.jpg" alt="JellyBean Photography Portfolio Wedding Image 8" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events001.jpg" alt="JellyBean Photography Portfolio Events Image 1" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events002.jpg" alt="JellyBean Photography Portfolio Events Image 2" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events003.jpg" alt="JellyBean Photography Portfolio Events Image 3" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events004.jpg" alt="JellyBean Photography Portfolio Events Image 4" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events005.jpg" alt="JellyBean Photography Portfolio Events Image 5" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events006.jpg" alt="JellyBean Photography Portfolio Events Image 6" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events007.jpg" alt="JellyBean Photography Portfolio Events Image 7" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events008.jpg" alt="JellyBean Photography Portfolio Events Image 8" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events009.jpg" alt="JellyBean Photography Portfolio Events Image 9" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events010.jpg" alt="JellyBean Photography Portfolio Events Image 10" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events011.jpg" alt="JellyBean Photography Portfolio Events Image 11" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events012.jpg" alt="JellyBean Photography Portfolio Events Image 12" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events013.jpg" alt="JellyBean Photography Portfolio Events Image 13" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events014.jpg" alt="JellyBean Photography Portfolio Events Image 14" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events015.jpg" alt="JellyBean Photography Portfolio Events Image 15" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events016.jpg" alt="JellyBean Photography Portfolio Events Image 16" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events017.jpg" alt="JellyBean Photography Portfolio Events Image 17" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events018.jpg" alt="JellyBean Photography Portfolio Events Image 18" title="JellyBean Photography Portfolio Image">
                <img src="public/images/portfolio/events/events019.jpg" alt="JellyBean Photography Portfolio Events Image 19" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits001.jpg" alt="JellyBean Photography Portfolio Portrait Image 1" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits002.jpg" alt="JellyBean Photography Portfolio Portrait Image 2" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits003.jpg" alt="JellyBean Photography Portfolio Portrait Image 3" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits004.jpg" alt="JellyBean Photography Portfolio Portrait Image 4" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits005.jpg" alt="JellyBean Photography Portfolio Portrait Image 5" title="JellyBean Photography Portfolio Image">
                  <img src="public/images/portfolio/portraits/portraits006.jpg" alt="JellyBean Photography Portfolio Portrait Image 6" title="JellyBean Photography Portfolio Image">
                </div>

      </section>

      <footer>
  <img src="public/images/menu-logo.svg" alt="Footer Logo">
  <p>JellyBean Photography,<br> 47 Somergate Road,<br> Cheltenham,<br> Glos,<br> GL51 0QE<br>
  t: <a href="tel:+447740276289" class="footerlink">07740 276289</a><br>
  e: <a href="mailto:info@jellybeanphotography.me.uk" class="footerlink">info@jellybeanphotography.me.uk</a><br>
  w: <a href="https://www.jellybeanphotography.me.uk" class="footerlink" target="_blank">www.jellybeanphotography.me.uk</a><br>
  f: <a href="https://www.facebook.com/JellyBeanPhotography.me.uk" class="footerlink" target="_blank">JellyBean Photography Facebook</a><br></p>
</footer>
      <script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','https://www.google-analytics.com/analytics.js','ga');
  ga('create', 'UA-57918002-1', 'auto');
  ga('send', 'pageview');
</script>
      <script src="https://code.jquery.com/jquery-3.1.0.min.js" integrity="sha256-cCueBR6CsyA4/9szpPfrX3s49M9vUU5BgtiJj06wt/s=" crossorigin="anonymous"></script>
      <script type="text/javascript" src="public/scripts.js"></script>
</body>
