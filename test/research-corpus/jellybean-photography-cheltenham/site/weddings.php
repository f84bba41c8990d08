<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>JellyBean Photography - Wedding Photography</title>
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
    <meta name="description" content="Gloucestershire Freelance Photographer - Wedding Photographer">
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
  <style>.fullscreenimage{background-image: url(/public/images/fullscreenimage/wedding.jpg);}</style>

      <section>
          <h1>Wedding Services...</h1>
          <h2>Tailored wedding packages.</h2>
          <div id="imageblock">
            <img src="public/images/wedding/weddingimage1.jpg" alt="Ceremony Image" title="Ceremony Image">
            <img src="public/images/wedding/weddingimage2.jpg" alt="Cake Image" title="Cake Image">
            <img src="public/images/wedding/weddingimage3.jpg" alt="Rings Shot" title="Rings Shot">
          </div>
          <p>JellyBean Photography offers a modern and relaxed style of photography ensuring that your special day is captured to the highest possibly standard to provide memories for years to come. JellyBean Photography provide a friendly, proffesional photographer to make sure that you receive the best service to the whole process as easy as possible.</p>
          <h3>Packages and Pricing</h3>
          <p>We offer 2 options for your wedding day, we do this to ensure we can offer services for all possible budgets.</p>
        <div class="centerdivs">
          <div>
            <h4>Option 1</h4>
            <p>Complete Package<br>
            £800 (All day Coverage)<br></p>
            <h5>This package includes:</h5>
              <ul>
                <li>Bridal Preperation</li>
                <li>Groom Preperation</li>
                <li>Ceremony</li>
                <li>Reception Party</li>
                <li>Group Shots</li>
                <li>Couple Shots</li>
                <li>Room Detail Shots</li>
                <li>Speeches</li>
                <li>Cake Cutting</li>
                <li>First Dance</li>
                <li>Evening Photography</li>
              </ul>
          </div>
            <div>
              <h4>Option 2</h4>
              <p>Tailor your own Package<br>
                £??? (Pick the areas you want)<br></p>
                <h5>Areas and their prices:</h5>
                <ul>
                  <li>Bridal Preperation - £50</li>
                  <li>Groom Preperation - £50</li>
                  <li>Ceremony - £400</li>
                  <li>Reception Party - Included in Ceremony</li>
                  <li>Group Shots - £100</li>
                  <li>Couple Shots - £100</li>
                  <li>Speeches - £80</li>
                  <li>Cake Cutting - Included in Ceremony</li>
                  <li>First Dance - £80</li>
                  <li>Evening Photography - £100</li>
                  <li> - </li>
                </ul>
            </div>
          </div>
            <p>Throughout the whole process JellyBean Photography will offer meetings to ensure and reasure you of the whole photography process of your special day is planned to last detail and also to make plans for unforseeable occurances, weather it be the hottest day of the year the wettest day imaginable.</p>
            <h2>What will I receive...</h2>
            <p>So once you have chosen your desired option from above you will receive the following in both packages.</p>
            <ul>
              <li><p>All edited images on USB Memory Stick (no limits on number of images).</p></li>
              <li><p>A unique online gallery personalised to you, you and guests can view and download the full resolution images at not extra cost (included in package).</p></li>
              <li><p>Full permission to Print and Copy any of the images.</p></li>
            </ul>

            <p>For more information on our wedding packages please contact using the link below:</p>
            <div id="contactus">
  <a href="contact"><img src="public/images/icons/contactusicon.svg" class="contactusicon" alt="Contact Us" title="Contact Us"></a>
</div>
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
