<!DOCTYPE html>
<html lang="fr">

<head>
    <meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="description" content="Réalisation de travaux d'élagage, abtattage, étêtage, ou encore entretien de vos espaces verts">


<!-- favicon -->
<link rel="apple-touch-icon" sizes="57x57" href="/img/logo/favicon/apple-icon-57x57.png">
<link rel="apple-touch-icon" sizes="60x60" href="/img/logo/favicon/apple-icon-60x60.png">
<link rel="apple-touch-icon" sizes="72x72" href="/img/logo/favicon/apple-icon-72x72.png">
<link rel="apple-touch-icon" sizes="76x76" href="/img/logo/favicon/apple-icon-76x76.png">
<link rel="apple-touch-icon" sizes="114x114" href="/img/logo/favicon/apple-icon-114x114.png">
<link rel="apple-touch-icon" sizes="120x120" href="/img/logo/favicon/apple-icon-120x120.png">
<link rel="apple-touch-icon" sizes="144x144" href="/img/logo/favicon/apple-icon-144x144.png">
<link rel="apple-touch-icon" sizes="152x152" href="/img/logo/favicon/apple-icon-152x152.png">
<link rel="apple-touch-icon" sizes="180x180" href="/img/logo/favicon/apple-icon-180x180.png">
<link rel="icon" type="image/png" sizes="192x192" href="/img/logo/favicon/android-icon-192x192.png">
<link rel="icon" type="image/png" sizes="32x32" href="/img/logo/favicon/favicon-32x32.png">
<link rel="icon" type="image/png" sizes="96x96" href="/img/logo/favicon/favicon-96x96.png">
<link rel="icon" type="image/png" sizes="16x16" href="/img/logo/favicon/favicon-16x16.png">
<link rel="manifest" href="img/logo/favicon/manifest.json">
<meta name="msapplication-TileColor" content="#0A2D35">
<meta name="msapplication-TileImage" content="img/logo/favicon/ms-icon-144x144.png">
<meta name="theme-color" content="#0A2D35">
<!-- Global stylesheet -->
<link rel="stylesheet" href="/styles/global.css" />

<!-- Google Tag Manager -->
<script>
    (function(w, d, s, l, i) {
        w[l] = w[l] || [];
        w[l].push({
            'gtm.start': new Date().getTime(),
            event: 'gtm.js'
        });
        var f = d.getElementsByTagName(s)[0],
            j = d.createElement(s),
            dl = l != 'dataLayer' ? '&l=' + l : '';
        j.async = true;
        j.src =
            'https://www.googletagmanager.com/gtm.js?id=' + i + dl;
        f.parentNode.insertBefore(j, f);
    })(window, document, 'script', 'dataLayer', 'GTM-53DNTXC');
</script>
<!-- End Google Tag Manager -->

<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=UA-201138072-1">
</script>
<script>
    window.dataLayer = window.dataLayer || [];

    function gtag() {
        dataLayer.push(arguments);
    }
    gtag('js', new Date());

    gtag('config', 'UA-201138072-1');
</script>



<!--END  Global site tag (gtag.js) -->

<!-- Facebook Pixel Code -->

<!-- End Facebook Pixel Code -->

<title>
    Thau Élagage | </title></head>

<body>
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-53DNTXC" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <div class="logo_wrap_mobile">
    <a class="logo_mobile" href="/index.php">
        <img src="/img/logo/thau_logo.png" alt="Logo de l'entreprise Thau Élagage">
    </a>
</div>

<div class="horizontal_mobile_bar">
    <div id="menu-burger">
        <div class="bar1"></div>
        <div class="bar2"></div>
        <div class="bar3"></div>
    </div>
</div>
<nav class="nav_pc" id="menu">
    <!-- Logo de l'association -->
    
        <ul>
        <a class="logo_link" href="/index.php">
            <img class="logo_img" src="/img/logo/thau_logo.png" alt="Logo de l'entrepise Thau Élagage">
        </a>
        <li>
            <a href="/index.php">Accueil</a>
        </li>
        <li>
            <p class="comma">●</p>
        </li>
        <li>
            <a href="/pages/abattage.php">Abattage</a>
        </li>
        <li>
            <p class="comma">●</p>
        </li>
        <li>
            <a href="/pages/elagage.php">Élagage</a>
        </li>
        <li>
            <p class="comma">●</p>
        </li>
        <li>
            <a href="/pages/taille-de-haies.php">Entretien</a>
        </li>
        <li>
            <p class="comma">●</p>
        </li>
        <li>
            <a href="/pages/espaces-verts.php"> Espaces verts </a>
        </li>
        <li>
        <p class="comma">●</p>
    </li>
    <li>
        <a href="/pages/etetage.php"> Étêtage </a>
    </li>

        </ul>
</nav>
<script src="/js/menuBurger.js"></script>
    
<footer>
  <script>
window.axeptioSettings = {
  clientId: "61b60a0d0c9ed4377d951b63",
  cookiesVersion: "thau-elagage34-base",
};
 
(function(d, s) {
  var t = d.getElementsByTagName(s)[0], e = d.createElement(s);
  e.async = true; e.src = "//static.axept.io/sdk.js";
  t.parentNode.insertBefore(e, t);
})(document, "script");
</script>

    <div class="footer_wrap">
        <!-- Axeptio's cookies scripts -->

        <div class="outro_wrap">
            <div class="grey_tree_wrap">
                <img class="grey_tree_img" src="/img/icons/tree_one.png" alt="Illustration d'un arbre gris.">
            </div>
            <div class="outro_logo_wrap">
                <img class="outro_logo_img" src="/img/logo/thau_logo.png" alt="Logo de l'entreprise Thau Élagage">
            </div>
            <div class="outro_devis_wrap">
                <h1>DÉPLACEMENT ET DEVIS GRATUITS</h1>
                <a href="tel:0628350083">
                    06-28-35-00-83
                </a>
            </div>
            <div class="outro_place_heart_euro_wrap">
                <div class="outro_place_box">
                    <img src="/img/icons/place.png" alt="Illustration d'une icône de GPS.">
                    <p>OCCITANIE</p>
                </div>
                <div class="outro_heart_box">
                    <img src="/img/icons/heart.png" alt="Illustration d'un coeur.">
                    <p>PASSIONNÉS EXPÉRIMENTÉS</p>
                </div>
                <div class="outro_euro_box">
                    <img src="/img/icons/euro.png" alt="illustration du symbole 'euro'.">
                    <p>LE JUSTE DEVIS</p>
                </div>
            </div>


            <div class="outro_palmtree_wrap">
                <img class="outro_second_grey_tree_img" src="/img/icons/tree_left.png" alt="Illustration de 4 arbres.">
            </div>
        </div>




        <!-- Footer content -->
        <div class="foot_content">

            <a href="/index.php">
                <img class="logo_footer" src="/img/logo/thau_logo_b&n.png" alt="Illustratio du logo de la société Thau Élagage en Noir & Blanc.">
            </a>

            <div class="society_details">
                <div class="num_footer_details">
                    <div>
                        <p>Contact :&nbsp; </p>
                    </div>

                    <div>
                        <a href="tel:06-28-35-00-83">06-28-35-00-83</a>
                    </div>
                </div>
                <div class="mail_footer_details">
                    <div>
                        <p>Email : &nbsp; </p>
                    </div>
                    <div>
                        <a href="mailto:thau.elagage34@gmail.com">thau.elagage34@gmail.com</a>
                    </div>
                </div>
                <div class="cgu_footer_details">
                    <div>
                        <a href="/pages/conditions-generales.php">CGU</a>
                    </div>
                </div>

                <div class="mentions_footer_details">
                    <div>
                        <a href="/pages/mentions-legales.php">Mentions légales</a>
                    </div> 
                </div>
            </div>
        </div>
    </div>
</footer></body>

</html>