
<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>JellyBean Photography - Who we are</title>
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
    <meta name="description" content="Gloucestershire Freelance Photographer - All about JellyBean Photography and Scott Taylor">
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
  <style>.fullscreenimage{background-image: url(/public/images/fullscreenimage/about.jpg);}</style>

      <section>
        <h1>About us...</h1>
        <h2>Get to know JellyBean Photography and Scott Taylor.</h2>
          <h3>About Me...</h3>
          <p>Hi, my name is Scott Taylor a Gloucestershire Freelance Photographer offering photography services throughout Gloucestershire. I have been photographing as a hobby since 2011 and professionally since mid 2014.
          The areas of photography I cover are wedding, portraiture, band, Child/Baby photography as well as Motorsport photography.
          I live and work in Cheltenham and know the Gloucestershire area very well, along with many of the local wedding venues.
          I have a passion in photography and believe in getting the very best moments photographed in the best possible way for you to recall on for many years to come.
          I have an easy approach to life which includes Reading, Walking and Photography.
          I have worked with a couple of Cheltenham based bands that perform at weddings and also photographed for those bands at weddings and corporate events, which offers me a unique position of knowing the runnings for a wedding from multiple aspects.
          I have a beautiful family, Ami my wife and our gorgeous daughter Ellie. We got married on the 1st August 2013 in Cheltenham and we currently live in Cheltenham raising our gorgeous daughter.
          JellyBean Photography got its name from my Daughter Ellie, since she was born we nicknamed her Ellie-Jelly-Bean and as time went on it became Jelly-Moo so it was only right to name the photography business as my gorgeous daughter’s nickname and JellyBean Photography was born.</p>
          <div id="imageblock">
            <img src="public/images/Scott-Taylor1.jpg" alt="Scott Taylor - JellyBean Photography" title="Scott Taylor - JellyBean Photography">
            <img src="public/images/Scott-Taylor2.jpg" alt="Scott Taylor - JellyBean Photography Studio Shoot" title="Scott Taylor - JellyBean Photography Studio Shoot">
          </div>
          <h3>About JellyBean Photography...</h3>
          <p>JellyBean Photography is a Freelance Photography service based in Cheltenham, we offer tailored packages for all budgets for all areas of photography.
          JellyBean Photography can offer brides and grooms packages to ensure their day is captured for years of happy memories to come.
          All of our wedding packages these can be tailored to suit your needs, from covering just the wedding ceremony all the way to covering the Bride and Groom getting ready to come to the ceremony and through to the first dance and cake cut.
          From the first meeting to the day you get married JellyBean Photography can offer help and support for all the little worries of types of photographs and arranging all the family for the group shots. JellyBean Photography was formed in 2015 by Scott Taylor to offer tailored wedding and photography packages to brides, grooms and clients for all areas of photography.
          Scott has 4 years photography knowledge with qualifications within Photography, Scott has first hand experience of photographing weddings, events and corporate events along with portraiture studio work.
          I have been photographing weddings both as a first and second shooter photographer giving both views of a wedding day to be able to capture all those special moments that the happy couple may not see on their special day.</p>

          <h2>What do our clients have to say about us...</h2>
          <blockquote>
            <h3>Tommy Lewis - Tommy and the Fuse</h3>
              <p>Scott has photographed a number of events for the band, starting with an evening in the summer at All Bar One, Cheltenham. We were instantly impressed by Scott's ability to understand our requirements, and how quickly he was able to put forward great ideas to suit the location and tone.
              Scott was fantastic at using the space around him considering the busyness of the venue, and was able to get some impressive shots.
              He has such a friendly and open approach, we will definitely be using his services again!</p>
            </blockquote>
              <blockquote>
                <h3>Sandy Turner</h3>
                <p>Had some lovely photos taken by Scott, very pleased with the whole experience.
                Many thanks,
                Highly recommend.</p>
              </blockquote>
                <blockquote>
                  <h3>Niki Banks - NKB Training</h3>
                  <p>Having a wish to add some new photographs to my training website, I approached Scott from JellyBean Photography. I met him a couple of times to discuss any ideas I had, and to chat through what I was looking for and hoping to achieve and an appointment was booked. The day of the shoot was fun. We had several pieces of fitness equipment in the shots, with my main focus being on my intrinsic biomechanics work, kettlebells and my love of yoga.
                  Scott was very patient and took his time in working out the best angles to get the photographs I wanted. Overall I am very pleased with the results, I have both colour and black and white versions of all the shots and I am now choosing the ones which will go on the website.
                  I would highly recommend JellyBean Photography. Scott definitely provides a more personal touch, nothing is too much trouble and no idea too silly (even photos with skeletons!).</p>
                </blockquote>
                  <blockquote>
                    <h3>Mr and Mrs Nelson - Wedding</h3>
                    <p>Scott - We can honestly say you were fantastic. Patient, supportive, caring and extremely professional yet with a friendly, welcoming touch. The photos are simply amazing, stunning in fact and now thanks to you, our wedding day has been captured forever! You gave us exactly what we want and are so very pleased we both you on the day and the pictures!! We simply cannot thank you enough. Would highly recommend you! Thank you, thank you, thank you!!</p>
                  </blockquote>
                    <blockquote>
                      <h3>Chris - Cancer UK Run Gloucester</h3>
                      <p>Scott was fantastic. He was easy to work with and he spent a lot of time making sure he got pictures of everything we required.
                      The weather was less than desirable but Scott used this to his advantage and got some really good artistic shots.
                      Would definitely recommend.</p>
                    </blockquote>
                      <blockquote>
                        <h3>Mr and Mrs Moore - Wedding</h3>
                        <p>I have only good to say we had a wonderful day and it's all been caught in beautiful photos that I will treasure forever. Scott was professional and approachable had some great ideas and showed a wide range of editing techniques to give the photos that extra something. I love our photos and so glad that Scott took great care capturing each special moment.</p>
                      </blockquote>
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
</html>
