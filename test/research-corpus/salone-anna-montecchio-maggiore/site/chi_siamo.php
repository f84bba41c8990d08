
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"
    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="it" lang="it">
<head>
<title>Salone Anna | Chi è Anna Rosa Cortivo</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="title" content="Salone Anna | Chi Siamo"/>
<meta name="description" content="Chi è Anna Rosa Cortivo, descrizione delle esperienze, lavori e storia."/>
<meta name="keywords" content="Parrucchiere, Montecchio, Vicenza, Taglio, Colorazioni, Donna, Storia, Anna, Cortivo"/>
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
<body onload="scroll()">
<p class="nascosto">
<a title="salta header" href="#contenitore-menu" tabindex="1" accesskey="a">Salta l&apos;intestazione</a>
</p>

<div id="header">
<h1><span id="logo" class="nascosto">Salone Anna</span></h1><div class="contentLogButton"><a id="login" href="login.php" accesskey="w" tabindex="5">Area Riservata</a></div>
<div id="breadcrumbs">
<span id="rifnav" >Ti trovi in: <a href="index.php" xml:lang="en">Home</a> / <strong>Chi Siamo</strong></span>
</div>
<div id="contenitore-menu">
<p class="nascosto">
<a href="#content" title="salta al contenuto principale">Salta menu navigazione</a>
</p>
<ul class="menu">
<li><a href="index.php" id="home" class="nav" xml:lang="en" accesskey="h" tabindex="10">Home </a></li>
<li><a href="foto.php" id="foto" class="nav" accesskey="p" tabindex="11">Foto</a></li>
<li><a href="chi_siamo.php" id="chsia" class="vnav" accesskey="c" tabindex="11">Chi Siamo</a></li>
<li><a href="listino.php" id="list" class="nav" accesskey="l" tabindex="12">Prezzi</a></li>
<li><a href="contattaci.php" id="cont" class="nav" accesskey="m" tabindex="13">Contattaci</a></li>
</ul>
</div>
</div><div id="content">
<p class="nascosto">
    <a title="saltare-contenuto-testuale" href="#footer" tabindex="30" accesskey="b">Salta il contenuto testuale</a>
</p>

<p class="center">"Quando i miei clienti mi si affidano per tagliare loro i capelli, " afferma Anna Cortivo " inevitabilmente mi rendo conto di avere tra le mani qualcosa di estremamente importante, capisco di dovere affrontare ogni diversa personalit&agrave;, ogni singolo caso, con profonda responsabilit&agrave; e rispetto. Considero questa professione, che più che aver scelto mi ha scelto, un complesso di sfumature che ben al di l&agrave; del mero aspetto estetico si spingono a lambire una sfera pi&ugrave; intima e, oserei dire, psicologica ed emozionale."</p>
<p class="center">Il suo destino era proprio scritto nei capelli. Anna Cortivo nasce figlia d'arte. Oggi Anna &egrave; tra i pi&ugrave; affermati <span xml:lang="en">hairdresser</span> della provincia, con base a Montecchio Maggiore. La sua particolare visione creativa si distingue innanzitutto per la cura oltremodo personale, <span xml:lang="en">customized</span>, totalmente indipendente e immediata del suo approccio. Vicepresidente del consorzio di Vicenza Parrucchieri, Anna ha seguito sulle passerelle italiane grandi stilisti internazionali, imponendosi in vari <span xml:lang="en">hair show</span> di rilievo. Vicintrice di un concorso di <span xml:lang="en">concept moda</span> a Milano. La successiva tappa professionale lo vede dedicarsi al 100% alle sue clienti.</p>
<p class="center">La filosofia dell'<span xml:lang="en">hair styling</span> Anna si sviluppa intorno a una serie di concetti e attuazioni fondamentali. Si tratta di un cocktail speciale, unico, nutrito di estro, fantasia, di un gusto oltremodo sicuro, versatile e caratterizzato da una padronanza tecnica eccezionale e in continuo aggiornamento. Alla spiccata e fluida geometria delle forme, a una rigorosa ricerca sulle proporzioni e a una raffinata e insieme basica armonia con lo stile personale di ognuno, Anna accosta il potenziamento delle attitudini e il profondo rispetto per la natura di ogni capello, inteso come materiale prezioso da valorizzare.</p></div>
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
