<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>美容室red/ </title>
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel=”icon” href=“/images_red/favicon.ico”>
    <link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;700&display=swap" rel="stylesheet">
    <link rel="stylesheet" href="style.css">
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link href="https://fonts.googleapis.com/css2?family=Playfair+Display:ital,wght@0,400..900;1,400..900&display=swap" rel="stylesheet">
    <!-- Google tag (gtag.js) -->
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-D2LHMK42YH"></script>
    <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());

    gtag('config', 'G-D2LHMK42YH');
    </script>
</head>


<body  id="top"><!--id="top をbodyにいどうするとうまくいった"-->
    <header>
        <nav>
            <div class="logo">
                <h1><a href="index.php"><img src="images_red/hair_cut_logo.png" alt="ロゴ"></a></h1>
            </div>
            <div class="mobile_logo">
                <h1><a href="index.php"><img src="images_red/mobileLogo.png" alt="ロゴ"></a></h1>
            </div>
            <ul class="nav-links">
                <li><a href="index.php">HOME</a></li>
                <li><a href="front/concept.php">CONCEPT</a></li>
                <li><a href="front/menu.php">MENU</a></li>
                <li><a href="front/access.php">ACCESS</a></li>
                <li><a href="front/advice.php">ADVICE</a></li>
                <li><a href="front/allBlogs2.php">NEWS</a></li>
            </ul>
            
            <div class="burger">
                <div class="line1"></div>
                <div class="line2"></div>
                <div class="line3"></div>
            </div>
        </nav>
    </header>
    
