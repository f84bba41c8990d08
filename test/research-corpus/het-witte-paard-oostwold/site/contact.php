<!DOCTYPE html>
<html lang="nl">
<head>
    <title>
        Contact :: Cafe Restaurant Het Witte Paard
    </title>
	<script>
		var title = document.title = "Contact :: Café Restaurant Het Witte Paard";
		if(title != "Contact :: Café Restaurant Het Witte Paard") {document.title = "Contact :: Cafe Restaurant Het Witte Paard";}
	</script>
    <meta name="description" content="Wilt u lekker genieten voor een heerlijke prijs? Dan bent u bij het goede adres!">
</head>
<!-- De scripts -->
<head>
	<meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="author" content="">
    <link rel="apple-touch-icon" sizes="57x57" href="/apple-touch-icon-57x57.png?0">
    <link rel="apple-touch-icon" sizes="60x60" href="/apple-touch-icon-60x60.png?0">
    <link rel="apple-touch-icon" sizes="72x72" href="/apple-touch-icon-72x72.png?0">
    <link rel="apple-touch-icon" sizes="76x76" href="/apple-touch-icon-76x76.png?0">
    <link rel="apple-touch-icon" sizes="114x114" href="/apple-touch-icon-114x114.png?0">
    <link rel="apple-touch-icon" sizes="120x120" href="/apple-touch-icon-120x120.png?0">
    <link rel="apple-touch-icon" sizes="144x144" href="/apple-touch-icon-144x144.png?0">
    <link rel="apple-touch-icon" sizes="152x152" href="/apple-touch-icon-152x152.png?0">
    <link rel="apple-touch-icon" sizes="180x180" href="/apple-touch-icon-180x180.png?0">
    <link rel="icon" type="image/png" href="/favicon-32x32.png?0" sizes="32x32">
    <link rel="icon" type="image/png" href="/android-chrome-192x192.png?0" sizes="192x192">
    <link rel="icon" type="image/png" href="/favicon-96x96.png?0" sizes="96x96">
    <link rel="icon" type="image/png" href="/favicon-16x16.png?0" sizes="16x16">
    <link rel="manifest" href="/manifest.json?0">
    <meta name="msapplication-TileColor" content="#1f4333">
    <meta name="msapplication-TileImage" content="/mstile-144x144.png?0">
    <meta name="theme-color" content="#ffffff">
    <!-- dit is  voor de kalender -->
    <link rel="stylesheet" href="//code.jquery.com/ui/1.11.4/themes/smoothness/jquery-ui.css">
    <script src="http://code.jquery.com/jquery-1.11.3.min.js"></script>
    <script src="//code.jquery.com/ui/1.11.4/jquery-ui.js"></script>
    <script src="http://ajax.aspnetcdn.com/ajax/jquery.validate/1.13.1/jquery.validate.min.js"></script>
    <!-- Bootstrap JavaScript -->
    <script src="http://caferestauranthetwittepaard.nl/libs/bootstrap.min.js"></script>
	<!-- Bootstrap CSS -->
    <link href="http://caferestauranthetwittepaard.nl/css/bootstrap.min.css" rel="stylesheet">
    <!-- Webicons -->
    <link rel="stylesheet" href="http://caferestauranthetwittepaard.nl/css/webicons.css">
    <!-- Custom CSS -->
	<link rel="stylesheet" href="http://www.caferestauranthetwittepaard.nl/css/main.css">
    </head><style>
    @media (min-width: 420px){
        label {
            width: 30%;
        }
    }
</style>
<body>
<div class="container">
    <div class="masthead">
        <nav class="navbar-default navbar" role="navigation">
            <div class="navbar-header">
                <button type="button" class="navbar-toggle" data-toggle="collapse" data-target="#bs-example-navbar-collapse-1">
                    <span class="sr-only">Toggle navigation</span>
                    <span class="icon-bar"></span>
                    <span class="icon-bar"></span>
                    <span class="icon-bar"></span>
                </button>
                <a class="active navbar-brand link" href="index.php" >Home</a>
            </div>
            <div class="collapse navbar-collapse" id="bs-example-navbar-collapse-1">
                <ul class="nav navbar-nav navbar-right">
                    <li><a class="link "       href="http://caferestauranthetwittepaard.nl/overons.php">Over ons</a></li>
                    <li><a class="link "     href="http://caferestauranthetwittepaard.nl/reserveren.php">Reserveren</a></li>
                    <li><a class="link "         href="http://caferestauranthetwittepaard.nl/nieuws.php">Nieuws</a></li>
                    <li><a class="link "     href="http://caferestauranthetwittepaard.nl/gastenboek.php">Gastenboek</a></li>
                    <li><a class="linkActive "        href="http://caferestauranthetwittepaard.nl/contact.php">Contact</a></li>
                    <li class="dropdown">
                        <a href="kaart/index.php" id="dropdownmenu">Onze kaart <b class="caret"></b></a>
                        <ul id="dropdownmenus" class="dropdown-menu">
                            <li><a  id="dropdownmenu" href="http://caferestauranthetwittepaard.nl/kaart/lunch.php">Lunch</a></li>
                            <li><a  id="dropdownmenu" href="http://caferestauranthetwittepaard.nl/kaart/diner.php">Diner</a></li>
                            <li><a id="dropdownmenu" href="http://caferestauranthetwittepaard.nl/kaart/dessert.php">Dessert</a></li>
                        </ul>
                    </li>
                </ul>
            </div>
        </nav>
    </div>
</div>
<script>
    $(function(){
        $(".dropdown").hover(
            function() {
                $('.dropdown-menu', this).stop( true, true ).fadeIn("fast");
                $(this).toggleClass('open');
                $('b', this).toggleClass("caret caret-up");
            },
            function() {
                $('.dropdown-menu', this).stop( true, true ).fadeOut("fast");
                $(this).toggleClass('open');
                $('b', this).toggleClass("caret caret-up");
            });
    });
</script><div class="container">
    <div class="row" style="margin-top: 15px;">
        <ol class="breadcrumb">
            <li><a href="http://www.caferestauranthetwittepaard.nl/index.php">Home</a></li>
            <li class="active">Contact</li>
        </ol>
    </div>
</div>
    <div class="content container ">
    	<div class="container-fluid">
  			<div class="row contact">
                <div class="col-xs-12 col-md-6">
                                    </div>
                <div class="col-xs-12 col-md-6" id="informatie" style="margin-bottom: 100px;">
                    <div class="col-xs-12 col-sm-6 col-md-12" style="background-color: #FFDCAA; box-shadow: 0px 0px 10px 0px gray; border: solid black 1px;">
                        <h1>Adres gegevens</h1>
                        <div class="col-xs-12 col-sm-12 col-md-6" >
                            Hoofdstraat 217<br>
                            9828 PB Oostwold<br>
                            T: <a href="tel:0505515282">050 - 5515 282</a><br>
                            Onze e-mail adres is: <br>
                           <a  href="mailto:info@caferestauranthetwittepaard.nl">info@caferestauranthetwittepaard.nl</a><br><br>
                        </div>
                    </div>
                    <div class="col-xs-12 col-sm-6 col-md-12" style="padding-bottom: 15px; background-color: #FFDCAA; box-shadow: 0px 0px 10px 0px gray; border: solid black 1px; border-top: hidden;">
                        <h2 style="">Openingstijden</h2>
                                            </div>
                </div>
                <div class="col-xs-12 col-md-12" style="background-color: #FFDCAA; box-shadow: 0px 0px 10px 0px gray; border: solid black 1px;">
                    <div class="col-md-12">
                                                <h2>Heeft u een vraag, stel hem!</h2>
                    </div>
                    <form class="form-horizontal" role="form" action="" style="padding-left: 17px" method="post">
                        <div class="col-sm-12">
                            <p class="text-danger">
                            <span class="small">Velden met</span> 
                            * 
                            <span class="small">zijn verplicht.</span>
                            </p>
                        </div>
                        <div class="row">
                            <div class="form-group">
                                <label class="control-label col-sm-2"  for="naam">Naam:</label>
                                <div class="col-sm-7" style="display: inline-flex;">
                                    <input class="form-control" id="naam" name="naam" placeholder="Naam" required="" type="text">
                                    <span class="text-danger" style="padding-left: 5px; padding-bottom: 20px">*</span>
                                </div>
                            </div>
                        </div>
                        <div class="row">
                            <div class="form-group">
                                <label class="control-label col-sm-2"  for="email">E-mail adres:</label>
                                <div class="col-sm-7" style="display: inline-flex; vertical-align: text-top;">
                                    <input required type="email" class="form-control" id="email" name="email" placeholder="voorbeeld@mail.nl">
                                    <span class="text-danger" style="padding-left: 5px; padding-bottom: 20px">*</span>
                                </div>
                            </div>
                        </div>
                        <div class="row">
                            <div class="form-group">
                                <label class="control-label col-sm-2" for="bericht">Uw bericht:</label>
                                <div class="col-sm-7" style="display: inline-flex;">
                                    <textarea required class="form-control" rows="5" id="bericht" name="bericht" placeholder="Typ hier uw bericht."></textarea>
                                    <span class="text-danger" style="padding-left: 5px; padding-bottom: 20px">*</span>
                                </div>
                            </div>
                        </div>
                        <div class="form-group">
                            <div class="col-sm-offset-2 col-sm-10">
                                <input type="submit" name="submit" id="submit" value="Verstuur bericht" class="btn btn-default">
                            </div>
                        </div>
                    </form>
                </div>
            </div>
        </div>
    </div>
<div class="container footer">
    <footer>
    <div id="footer-holder" class="container-fluid">
        <div class="col-xs-12 col-md-8 panel-default ">
            <div id="footer-left" class="col-xs-6 col-sm-4 panel-body">
                <h1><b>Openingstijden</b></h1>
                            </div>
            <div id="footer-center" class="col-xs-6  col-sm-4 panel-body">
                <h1><b>Contactgegevens</b></h1>
                <p>
                    Restaurant Het Witte Paard<br>
                    Hoofdstraat 217<br>
                    9828 PB Oostwold<br>
                    <a href="tel:0505515282">050 – 5515 282</a><br>
                    info@caferestauranthetwittepaard.nl
                </p>
                <br>
                <a href="https://www.facebook.com/HetWittePaardOostwold" class="webicon facebook">Like us on Facebook</a>
                <a href="https://www.twitter.com/het_witte_paard" class="webicon twitter">Like us on Facebook</a>
                <a href="mailto:info@caferestauranthetwittepaard.nl" class="webicon mail">Like us on Facebook</a>
            </div>
            <div id="footer-right" class="col-xs-6  col-sm-4 panel-body">
                <h1><b>Handige linkjes</b></h1>
                <a href="http:///index.php">Home</a><br>
                <a href="http:///reserveren.php">Reserveren</a><br>
                <a href="http:///contact.php">Contact</a><br>
                <a href="http:///kaart/index.php">Menu</a><br>
            </div>
            <div id="copyrightholder" class="col-xs-12 col-sm-9">
                <span>© 2015 Copyright - Restaurant het Witte Paard Oostwold</span>
            </div>
        </div>
        <div id="footer-rightimg" class="col-md-4 visible-md visible-lg" ><iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d9559.63336911132!2d6.438001!3d53.20156!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0xfadee8db3e1edc18!2sHet+Witte+Paard!5e0!3m2!1snl!2snl!4v1433156672998" height="260px;" width="380px;" frameborder="0"</iframe>
        </div>
    </div>
    <script>
      (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
      (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
      m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
      })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

      ga('create', 'UA-66973506-2', 'auto');
      ga('send', 'pageview');
    </script>
</footer></div>
<script>
  (function(i,s,o,g,r,a,m){i['GoogleAnalyticsObject']=r;i[r]=i[r]||function(){
  (i[r].q=i[r].q||[]).push(arguments)},i[r].l=1*new Date();a=s.createElement(o),
  m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)
  })(window,document,'script','//www.google-analytics.com/analytics.js','ga');

  ga('create', 'UA-66973506-2', 'auto');
  ga('send', 'pageview');

</script>
</body>
</html>