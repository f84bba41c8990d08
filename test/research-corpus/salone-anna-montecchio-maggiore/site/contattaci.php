
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it" lang="it">
<head>
<title>Contattaci | Salone Anna</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="title" content="Contattaci | Salone Anna"/>
<meta name="description" content="Pagina con le modalità di contatto di Salone Anna. Ci puoi trovare a Montecchio Maggiore, via L.Ariosto 2"/>
<meta name="keywords" content="Salone, Anna, telefono, email, mail, indirizzo, dove trovarci, dove siamo, Vicenza, Montecchio, Maggiore, sede, via Ariosto, e-mail, mappa"/>
<meta name="author" content="Andrea Grendene, Pietro Gabelli, Sebastiano Marchesini"/>
<meta name="language" content="italian it"/>
<meta name="viewport" content="width=device-width"/>
<meta http-equiv="Content-Script-Type" content="application/javascript"/>
<link rel="stylesheet" href="css/home-min.css" type="text/css" media="screen and (min-width: 650px)"/>
<link rel="stylesheet" type="text/css" href="css/print-min.css" media="print"/>
<link rel="stylesheet" type="text/css" href="css/small-devices-min.css" media="screen and (max-width: 650px)"/>
<!--[if lte IE 8]><link rel="stylesheet" type="text/css" href="css/explorer-min.css"/><![endif]-->
<link rel="icon" href="img/logo2.png" type="image/png"/>
<script type="text/javascript" src="script/script_min.js"></script>
<script type="text/javascript"  src="https://ajax.googleapis.com/ajax/libs/jquery/3.1.1/jquery.min.js"></script>
</head>
<body onload="replaceMap(); caricamentoContattaci(); scroll()">
<p class="nascosto">
<a title="salta header" href="#contenitore-menu" tabindex="1" accesskey="a">Salta l&apos;intestazione</a>
</p>

<div id="header">
<h1><span id="logo" class="nascosto">Salone Anna</span></h1><div class="contentLogButton"><a id="login" href="login.php" accesskey="w" tabindex="5">Area Riservata</a></div>
<div id="breadcrumbs">
<span id="rifnav" >Ti trovi in: <a href="index.php" xml:lang="en">Home</a> / <strong>Contattaci</strong></span>
</div>
<div id="contenitore-menu">
<p class="nascosto">
<a href="#content" title="salta al contenuto principale">Salta menu navigazione</a>
</p>
<ul class="menu">
<li><a href="index.php" id="home" class="nav" xml:lang="en" accesskey="h" tabindex="10">Home </a></li>
<li><a href="foto.php" id="foto" class="nav" accesskey="p" tabindex="11">Foto</a></li>
<li><a href="chi_siamo.php" id="chsia" class="nav" accesskey="c" tabindex="11">Chi Siamo</a></li>
<li><a href="listino.php" id="list" class="nav" accesskey="l" tabindex="12">Prezzi</a></li>
<li><a href="contattaci.php" id="cont" class="vnav" accesskey="m" tabindex="13">Contattaci</a></li>
</ul>
</div>
</div><div id="content">
<p class="nascosto">
    <a title="saltare-contenuto-testuale" href="#footer" tabindex="30" accesskey="b">Salta il contenuto testuale</a>
</p>

    <div class="titolo_contattaci">
        <h2>Contattaci</h2>
    </div>
    <div class="body_contattaci">
    
        <noscript><p>Compila tutti i campi dati; inserisci un indirizzo <span xml:lang="en">e-mail</span> valido</p></noscript>
        <form action="contattaci.php" onsubmit="return validazioneFormContattaci();" method="post">
            <ul>
                <li>
                    <p>
                        <label for="first_name">Nome</label>
                        <input type="text" name="first_name" id="first_name" tabindex="100"/>
                    </p>
                    <p>
                        <label for="last_name">Cognome</label>
                        <input type="text" name="last_name" id="last_name" tabindex="101" />
                    </p>
                </li>
                <li xml:lang="en">
                    <p>
                        <label for="email">E-Mail</label>
                        <input type="text" name="email" id="email" tabindex="102" />
                    </p>
                </li>
                <li>
                    <label for="contenuto">Messaggio</label>
                    <textarea cols="46" rows="3" name="contenuto" id="contenuto" tabindex="103"></textarea>
                </li>
                <li>
                    <input class="btn btn-submit" type="submit" name="submit" value="Invia" tabindex="105"/>
                    <span id="logError"></span>
                </li>
                <li>
                    <div class="divider"></div>
                </li>
            </ul>
        </form>
    </div>
    <div>
        <div class="SaloneAnna">
            <div class="info">
                <p>Oppure puoi trovarci nella nostra sede: in via L.Ariosto, 2 - 36075 Montecchio Maggiore VI.</p>
                <p>Siamo aperti dal Marted&igrave; al Gioved&igrave; dalle ore 8:30 alle 12:30 e dalle 15:00 alle 18:00.</p>
                <p>Venerd&igrave; e Sabato orario continuato dalle 7:30 alle 18:30.</p>
                <p>Il nostro numero di telefono &egrave;: <a href="tel:+39 04444 697939" tabindex="106">+39 04444 697939</a>.</p>
            </div>
        </div>
    </div>
    <div id="divMappa">
        <div id="visualizzaMappa">
            <a href="https://www.google.it/maps/place/Parrucchiera+Anna+Cortivo/@45.496225,11.4236863,17z/data=!3m1!4b1!4m5!3m4!1s0x477f379bcb0739f5:0x5a67551b2fe8938a!8m2!3d45.496225!4d11.425875?hl=it" tabindex="105"><img id="fotoMappa" src="img/mappa.jpg" alt="Mappa della sede di Salone Anna" /></a>
        </div>
    </div>
    </div>
<div id="back_to_top"><a href="#content" class="back_to_top">Torna su</a></div>
<p><a href="#header" class="nascosto" title="vai-a-inizio-pagina" tabindex="1000" accesskey="i">Torna all&apos;inizio pagina</a></p>
<p><a href="#finePagina" class="nascosto" title="vai-a-fine-pagina" tabindex="1001" accesskey="f">Vai a fine pagina</a></p>
<div id="footer" class="footer">
    <div class="footer-left">
        <div class="testo-footer">
            <address class="testo-footer">Via Ludovico Ariosto, 36075 Montecchio Maggiore VI, Italy</address>
        </div>
        <div class="testo-footer">
            <p>tell: <a href="tel:+390444697939">+39 0444 697939</a></p>
        </div>
        <div class="testo-footer">
            <p xml:lang="en">E-Mail <a href="mailto:salone_anna@gmail.com" accesskey="e" tabindex="104">salone_anna@gmail.com</a></p>
        </div>
    </div>
    <div class="footer-right">
        <h3 id="logo_mini"><span>Salone Anna</span></h3>
        <p class="footer-nome-azienda">Salone Anna &copy; 2017</p>
        <div class="w3c">
            <p>
                <a href="http://jigsaw.w3.org/css-validator/check/referer">
                    <img style="border:0;width:88px;height:31px"
                        src="http://jigsaw.w3.org/css-validator/images/vcss-blue"
                        alt="CSS Valido!" />
                </a>
            </p>
            <p>
                <a href="http://validator.w3.org/check?uri=referer"><img
                src="http://www.w3.org/Icons/valid-xhtml10-blue"
                alt="Valid XHTML 1.0 Strict" height="31" width="88" /></a>
            </p>
        </div>
    </div>
</div>
<p id="finePagina"></p>
</body>
</html>
