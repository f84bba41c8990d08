<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>美容室red/ MENU</title>
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel=”icon” href=“../images_red/favicon.ico”>
    <link href="https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@400;700&display=swap" rel="stylesheet">
    <link rel="stylesheet" href="../style.css">
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
                <h1><a href="index.php"><img src="../images_red/hair_cut_logo.png" alt="ロゴ"></a></h1>
            </div>
            <div class="mobile_logo">
                <h1><a href="index.php"><img src="../images_red/mobileLogo.png" alt="ロゴ"></a></h1>
            </div>
            <ul class="nav-links">
                <li><a href="../index.php">HOME</a></li>
                <li><a href="concept.php">CONCEPT</a></li>
                <li><a href="menu.php">MENU</a></li>
                <li><a href="access.php">ACCESS</a></li>
                <li><a href="advice.php">ADVICE</a></li>
                <li><a href="allBlogs2.php">NEWS</a></li>
            </ul>
            
            <div class="burger">
                <div class="line1"></div>
                <div class="line2"></div>
                <div class="line3"></div>
            </div>
        </nav>
    </header>
    
    
    <main>
        <div class="menu_box">
            <div class="menu_head">
                <h2>サロンメニュー</h2>
                <div class="hair_length">
                        <img src="../images_red/hair_length.png" alt="">
                        <p>当店のオススメは、ミネラルカラー、ミネラルパーマです！<br>
                            カラーは通常染めれば染めるほど、どんどんダメージが 大きくなりますが、当店のミネラルカラーは、 染めるほどサラサラになり、ハリツヤが生き返ります。</p>
                </div>
            </div>
            <div class="menu_body">
                <table class="menu_table">
                    <thead>
                        <tr>
                            <th colspan="2"><span>カット</span><br>カット + ブロー</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>一般</td>
                            <td>¥3,500</td>
                        </tr>
                        <tr>
                            <td>高校生</td>
                            <td>¥3,200</td>
                        </tr>
                        <tr>
                            <td>中学生</td>
                            <td>¥2,700</td>
                        </tr>
                        <tr>
                            <td>小学生以下</td>
                            <td>¥2,100</td>
                        </tr>
                        <tr>
                            <td>シャンプー(ご希望の方は別途)</td>
                            <td>¥700 ~ 1,000</td>
                        </tr>
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>カラー</span><br>カラー + シャンプー + ブロー + カット (カット無しは下記金額より-¥1,000です)</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>ベーシックカラー</td>
                            <td>¥8,400 ~ 10,500</td>
                        </tr>
                        <tr>
                            <td>ミネラルカラー</td>
                            <td>¥11,100 ~ 12,700</td>
                        </tr>
            
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>パーマ</span><br>パーマ + シャンプー + ブロー</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>ベーシックパーマ</td>
                            <td>¥7,900 ~ 9,500</td>
                        </tr>
                        <tr>
                            <td>ミネラルパーマ</td>
                            <td>¥10,600 ~ 12,200</td>
                        </tr>
            
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>ストレートパーマ</span><br>ストレートパーマ + シャンプー + ブロー</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>ベーシックストレートパーマ</td>
                            <td>¥9,000 ~ 10,000</td>
                        </tr>
                        <tr>
                            <td>ミネラルストレートパーマ</td>
                            <td>¥11,7000 ~ 12,700</td>
                        </tr>
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>縮毛矯正</span><br>縮毛矯正 + シャンプー + ブロー</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>ベーシック縮毛矯正</td>
                            <td>¥12,400 ~ 20,000</td>
                        </tr>
                        <tr>
                            <td>ミネラル縮毛矯正</td>
                            <td>¥15,000 ~ 22,000</td>
                        </tr>
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>電子トリートメント</span><br>トリートメント(カットとの併用がお得です)</th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>ミネラル電子トリートメント</td>
                            <td>¥2,800</td>
                        </tr>
                    </tbody>
                    <thead>
                        <tr>
                            <th colspan="2"><span>着付け</span></th>
                        </tr>
                    </thead>
                    <tbody>
                        <tr>
                            <td>振袖</td>
                            <td>¥7,400 ~</td>
                        </tr>
                        <tr>
                            <td>留袖</td>
                            <td>¥5,300 ~ 6,900</td>
                        </tr>
                        <tr>
                            <td>袴</td>
                            <td>¥5,800</td>
                        </tr>
                        <tr>
                            <td>七五三(男の子・女の子)</td>
                            <td>¥4,800 ・ ¥7,400</td>
                        </tr>
                    </tbody>
                </table>
            </div>
        </div>
    </main>

<footer>
        <p class="footer"><small>Copyright &copy; Hair RED. All Rights Reserved.</small></p>
    </footer>
    <!--アップスクロールボタン-->
    <a class="return_top" href="#top"><span class="dli-chevron-right"></span></a>

    <script src="../script.js"></script>
</body>
</html>


