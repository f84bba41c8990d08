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
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5QMLFWC" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
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
<script src="/js/menuBurger.js"></script>    <div class="class=global_wrap">
        <div>
            <div class="intro_wrap">
                <div class="tailleur_wrap">
                    <img class="tailleur_img" src="./img/icons/etetage.png" alt="Illustration d'un homme en train de couper un arbre">
                </div>
                <div class="intro_logo_wrap">
                    <img class="intro_logo_img" src="./img/logo/thau_logo.png" alt="Logo de l'entreprise Thau Élagage">
                </div>
                <div class="devis_wrap">
                    <h1>DÉPLACEMENT ET DEVIS GRATUITS</h1>
                    <a href="tel:0628350083">
                        06-28-35-00-83
                    </a>
                </div>
                <div class="four_trees_wrap">
                    <img class="four_trees_img" src="./img/icons/four_trees.png" alt="Illustration de 4 arbres.">
                </div>

                <div class="palmtree_wrap">
                    <img class="palmtree_img" src="./img/icons/palmtree.png" alt="Illustration d'un palmier.'">
                </div>
            </div>

            <div class="second_wrap">
                <div class="second_wrap_img">
                    <img class="second_wrap_main_img" src="./img/photos/reel_palmtree.jpg" alt="Photo d'un palmier sur le bassin de Thau">
                </div>
                <img class="bended_tree" src="./img/icons/bended_palmtree.png" alt="illustration d'un palmier allongé. ">
                <div class="orange_box">
                    <p>INTERVENTIONS SUR
                        TOUS TYPES D’ARBRES,

                        D’HAUTEURS ET TOUS
                        TYPES DE SURFACES
                    </p>
                    <p>
                        PALMIERS : TAILLE ET
                        TRAITEMENT</p>
                </div>

            </div>

        </div>

        <div class="second_ecran">
            <div class="savoir_faire">
                <img src="./img/icons/tree_one.png" class="grey_tree_one_service" alt="Illustration d'un arbre gris.">
                <p>UN SAVOIR FAIRE DE PLUS DE 20 ANS</p>
                <img src="./img/icons/white_tree_four.png" class="grey_tree_four_service" alt="Illustration d'un arbre gris.">
            </div>
            <h1 class="service_header">NOS SERVICES </h1>

            <div class="nos_services">
                <div class="nos_services_box service1">
                    <h3 class="service_box_head">Élagage</h3>
                    <p>Suppression de branches gênantes ou indésirables sur
                        tous types de hauteurs et d'arbres.</p>
                    <a href="/pages/elagage.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service2">
                    <h3 class="service_box_head">Abattage</h3>
                    <p>L’abattage d'un arbre consiste à le couper à la base pour provoquer sa chute de manière définitive.</p>
                    <a href="/pages/abattage.php" class="learn_more">En savoir plus</a>
                </div>

                <div class="nos_services_box service3">
                    <h3 class="service_box_head">Taille de haies</h3>
                    <p>Nous effectuons, chaque hiver, quand les fortes gelées ne sont plus à craindre, une taille d’entretien.</p>
                    <a href="/pages/taille-de-haies.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service4">
                    <h3 class="service_box_head">Espaces verts</h3>
                    <p>Nous assurons le fauchage et la coupe d’herbes, soignons la croissance et la santé de tous vos jardins.</p>
                    <a href="/pages/espaces-verts.php" class="learn_more">En savoir plus</a>
                </div>
                <div class="nos_services_box service5">
                    <h3 class="service_box_head">Étêtage</h3>
                    <p>L'étêtage désigne, dans le domaine de l'arboriculture, l'action ou la manière d'étêter les arbres.</p>
                    <a href="/pages/etetage.php" class="learn_more">En savoir plus</a>
                </div>

            </div>

            <div class="number">
                <img class="above_number" src="./img/photos/professional_gardener.jpg" alt="Photo d'un professionel en opération d'élagage.">
                <div class="number_link_wrap">
                    <img src="./img/icons/grey_etetage.png" class="grey_tree_tel" alt="Illustration d'un homme en train d'éteter un arbre.">
                    <a href="tel:0628350083" class="number_link"> 06-28-35-00-83</a>
                    <img src="./img/icons/grey_palmtree.png" class="second_grey_tree_tel" alt="Illustration d'un palmier gris.">
                </div>


                <div class="savoir_details_wrap">
                    <div class="savoir_details_text">
                        <h2>Notre savoir-faire</h2>
                        <div class="set_width_for_savoir_faire">
                            <p class="point ">●</p>
                            <p>Nous sommes une entreprise familiale avec un savoir-faire depuis plus de 20 ans.
                                Nous vous garantissons une main d'œuvre qualifiée et respectueuse de l’environnement.
                            </p>
                            <p class="point">●</p>
                            <p>Nos interventions sont réalisées dans la plus grande sécurité, un savoir-faire technique et en adéquation avec vos besoins.</p>
                            <p class="point">●</p>
                            <p>Nous proposons un service au plus près de vos contraintes. Nous identifions également la présence éventuelle de parasites et autres maladies communes, et intervenons en conséquence en procédant à la désinsectisation, à l'aide d'instruments et de produits naturels* ou chimiques*.
                            </p>
                            <p class="point">●</p>
                        </div>
                    </div>
                    <div>
                        <img class="savoir_details_picture" src="./img/photos/taille_haies.jpg" alt="Photo d'un homme transportant un taille-haies.">
                    </div>
                </div>

            </div>
        </div>

        <div class="sur_mesure_wrap">

            <div class="sur_mesure_head">

                <div>
                    <h3>UN DEVIS SUR MESURE EN FONCTION DE VOS BESOINS
                    </h3>

                </div>

            </div>
            <div class="place_heart_euro_wrap">
                <div class="place_box">
                    <img src="./img/icons/place.png" alt="Illustration d'une icône de GPS.">
                    <p>OCCITANIE</p>
                </div>
                <div class="heart_box">
                    <img src="./img/icons/heart.png" alt="Illustration d'un coeur.">
                    <p>PASSIONNÉS EXPÉRIMENTÉS</p>
                </div>
                <div class="euro_box">
                    <img src="./img/icons/euro.png" alt="illustration du symbole 'euro'.">
                    <p>LE JUSTE DEVIS</p>
                </div>
            </div>

            <div class="num_green_tree_wrap">
                <div>
                    <img class="green_tree_img_left" src="./img/photos/tronc_stihl.jpg" alt="Photo d'un homme utilisant une tronçonneuse.">
                </div>


                <div class="tel_green_tree_box">
                    <div>
                        <a href="tel:0628350083">06-28-35-00-83</a>
                    </div>
                    <div>
                        <img class="green_tree" src="./img/icons/green_tree.png" alt="Illustration d'un arbre. ">
                    </div>
                </div>
                <!-- FERMETURE GREEN_TREE_WRAP -->
            </div>

            <!-- FERMETURE SUR-MESURE -->
        </div>
    </div>

    
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
</footer>
</body>

</html>