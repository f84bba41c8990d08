<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="UTF-8">
    <title>Les Parisiens du Bâtiment - Rénovation & Travaux à Paris | Expert Bâtiment</title>
    <meta name="viewport" content="width=device-width, initial-scale=1.0">

    <!-- SEO Meta Tags -->
    <meta name="description" content="✓ Entreprise de rénovation à Paris ✓ 27 ans d'expérience ✓ Travaux tous corps d'état ✓ Devis gratuit ✓ Particuliers & professionnels ✓ Île-de-France">
    <link rel="canonical" href="https://www.lesparisiensdubatiment.com/">
    
    <!-- Open Graph -->
    <meta property="og:title" content="Les Parisiens du Bâtiment - Expert Rénovation Paris">
    <meta property="og:description" content="Spécialiste de la rénovation d'intérieur et travaux tous corps d'état à Paris. 27 ans d'expérience, +100 projets réalisés.">
    <meta property="og:type" content="website">
    <meta property="og:url" content="https://www.lesparisiensdubatiment.fr/">
    <meta property="og:locale" content="fr_FR">
    <meta property="og:site_name" content="Les Parisiens du Bâtiment">
    <link rel="icon" type="image/x-icon" href="favicon.ico">

    <script type="application/ld+json">
    {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "name": "Les Parisiens du Bâtiment",
      "image": "https://www.lesparisiensdubatiment.com/images/logo.png",
      "telephone": "06 14 23 33 43",
      "address": {
        "@type": "PostalAddress",
        "streetAddress": "14 Avenue Villemain",
        "addressLocality": "Paris",
        "postalCode": "75000",
        "addressCountry": "FR"
      },
      "url": "https://www.lesparisiensdubatiment.fr",
      "description": "Entreprise de rénovation à Paris avec 27 ans d'expérience. Travaux tous corps d'état, devis gratuit.",
      "openingHours": "Mo-Fr 08:00-18:00"
    }
    </script>

    <link rel="stylesheet" href="css/style.css">
</head>
<body>
<header class="site-header">
    <nav class="navbar">
        <div class="logo">
            <a href="index.php#home">
                <img src="images/logo.svg" alt="logo de l'entreprise">
            </a>
        </div>

        <div class="burger" id="burger">
            <span></span>
            <span></span>
            <span></span>
        </div>

        <ul class="nav-links" id="nav-link">
            <li><a href="/">Accueil</a></li>
            <li><a href="#about">À propos</a></li>
            <li><a href="#services">Services</a></li>
            <li><a href="#projects">Réalisations</a>
            <li><a href="projects">Nos projets</a></li>
            <li><a href="#testimonials">Avis Clients</a></li>
        </ul>
    </nav>
</header>
    <div class="title-second-page">
            <h2 class="title-h2">Politique de confidentialité des données</h2>
    </div>
    <div id="politic-info" class="info">
        <h4>Collecte des données</h4>
        <p>Lorsque vous laissez un avis via notre formulaire, nous collectons votre <strong>nom</strong>, <strong>prénom</strong> et votre <strong>message</strong>. Ces données sont nécessaires pour vérifier l’authenticité de votre témoignage.</p>

        <h4>Utilisation des données</h4>
        <p>Les données collectées sont utilisées uniquement pour afficher les avis clients sur notre site. Elles ne sont ni revendues ni utilisées à d’autres fins.</p>

        <h4>Conservation des données</h4>
        <p>Les avis sont conservés aussi longtemps que l’entreprise décide de les publier sur le site. Vous pouvez à tout moment demander la suppression de votre témoignage.</p>

        <h4>Responsable du traitement</h4>
        <p><strong>Les Parisiens du Bâtiment</strong>, 14 Avenue Villemain, 75014 Paris</p>

        <h4>Vos droits</h4>
        <p>Conformément au RGPD, vous pouvez demander à consulter, corriger ou supprimer vos données en nous contactant à <a href="mailto:contact@lesparisiensdubatiment.com" class="email-link">contact@lesparisiensdubatiment.com</a></p>
    </div>

    <footer class="site-footer" role="contentinfo">
    <div class="container">
        <div id="footer-container">
            <div class="footer-left">
                <div id="footer-left-section" class="footer-section">
                    <div class="footer-contact">
                        <div id="contact-triangle" class="button-wrapper">
                            <button id="contact-toggle" aria-expanded="false" aria-controls="contact-info">
                                Contactez-nous
                            </button>
                            <div class="triangle-right" aria-hidden="true"></div>
                        </div>
                        <div id="contact-info" class="contact-info" aria-hidden="true">
                            <div id="phone" class="contact">
                                <img src="assets/telephone.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="tel:0140520314" class="contact-link">01 40 52 03 14</a>
                            </div>
                            <div id="mail" class="contact">
                                <img src="assets/e-mail.webp" alt="" aria-hidden="true" width="16" height="16">
                                <a href="mailto:contact@lesparisiensdubatiment.com" class="contact-link">contact@lesparisiensdubatiment.com</a>
                            </div>
                        </div>
                        <div class="adress">
                            <img src="assets/carte.webp" alt="" aria-hidden="true" width="15" height="15">
                            <span>14 Avenue Villemain, <strong>75014 Paris</strong></span>
                        </div>
                    </div>

                    <hr aria-hidden="true">

                    <div class="footer-socials">
                        <h3>Rejoignez-nous</h3>
                        <div id="linkedin" class="social">
                            <a href="https://www.linkedin.com/" target="_blank" rel="noopener" aria-label="Suivez-nous sur LinkedIn">
                                <img src="assets/linkedin.webp" alt="" width="23" height="23">
                                <span>LinkedIn</span>
                            </a>
                        </div>
                        <div id="instagram" class="social">
                            <a href="https://www.instagram.com/lesparisiensdubatiment" target="_blank" rel="noopener" aria-label="Suivez-nous sur Instagram">
                                <img src="assets/instagram.webp" alt="" width="23" height="23">
                                <span>Instagram</span>
                            </a>
                            
                        </div>
                    </div>
                </div>
            </div>

            <div class="footer-right">
                <div id="footer-right-section" class="footer-section">
                    <h3>Naviguez à votre rythme :</h3>
                    <ul class="footer-links">
                        <li><a href="index#home" class="footer-nav-button">Accueil</a></li>
                        <li><a href="index#about" class="footer-nav-button">Qui sommes-nous ?</a></li>
                        <li><a href="index#services" class="footer-nav-button">Nos services</a></li>
                        <li><a href="index#projects" class="footer-nav-button">Nos réalisations</a></li>
                        <li><a href="index#testimonials" class="footer-nav-button">Avis Clients</a></li>
                    </ul>
                </div>
            </div>
        </div>
        
        <div class="footer-bottom">
            <div class="mention-politic">
                <a id="mention-toggle" href="mentions-legales.php" class="footer-legal-link">Mentions légales</a>
                <a id="politic-toggle" href="politic-confident.php" class="footer-legal-link">Politique de confidentialité des données</a>
            </div>
            
            <div class="footer-copyright">
                <p>&copy; 2026 Les Parisiens du Bâtiment. Tous droits réservés.</p>
            </div>
            <div class="footer-logo">
                <img src="images/logo-white.svg" alt="Les Parisiens du Bâtiment" width="48" height="48">
            </div>
        </div>
    </div>
</footer>
    <script src="js/main.js"></script>
    <script src="js/avis.js"></script>
</body>
</html>