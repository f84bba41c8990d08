<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>美容室red/ ACCESS</title>
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
        <div class="salon_stylist_body">
            <div class="salon">
                <h2>アクセス</h2>
                <div class="accessTopImg"><img src="../images_red/20231025_155414.jpg" alt=""></div>
                <h3><div>美容室RED</div></h3>
                <table class="access_table">
                    <tr>
                        <th>所在地</th>
                        <td>〒680-0845鳥取市富安１丁目２１３西尾ビル1F<br>（扇町ドコモさんの道を挟んで横です）</td>
                    </tr>
                    <tr>
                        <th>お問い合せ</th>
                        <td>0857-20-2221</td>
                    </tr>
                    <tr>
                        <th>予約受付時間</th>
                        <td>
                            【平　日】<br>
                            　10：00～19：00（カット）<br>
                            　18：00（パーマ・カラー）<br>
                            【土・日・祝】　<br>
                            　09：00～18：00（カット）<br>
                            　17：00（パーマ・カラー）
                        </td>
                    </tr>
                    <tr>
                        <th>定休日</th>
                        <td>月曜・第1火曜・第3日曜<br>
                            お盆、お正月はお問合わせ下さい</td>
                    </tr>
                    <tr>
                        <th>駐車場</th>
                        <td>5台程度</td>
                    </tr>
                </table>

                <div class="google_map">
                    <h3><div>Google Map</div></h3>
                    <div class="map_img">
                        <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3248.5297622443954!2d134.2210042763867!3d35.491176740389896!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x35558fdb9b37e457%3A0xbc6f2237cf2ca69e!2z576O5a655a6kUkVE!5e0!3m2!1sja!2sjp!4v1693121364685!5m2!1sja!2sjp" width="760" height="400" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
                    </div>
                </div>
            </div>

            <!-- <div class="stylist">
                <h2>スタイリスト</h2>
                <div class="stylist01">
                    <div class="prof">
                        <h4><span>戸板 大生</span> Toita Hiroki</h4>
                        <img src="images_red/img_stylist01-2.jpg" alt="">
                    </div>
                    <p class="stylist_text">
                        30年のベテランです。<br>
                        スタイリング剤に極力頼らないカットで通しています。まずカットは、骨格から考えるべきと思っています。ヘア雑誌の「丸顔のあなたは○×、細顔のあなたは△△」なんてあてにならないと思い続けてカットしています。<br>
                        だからこそ自宅での再現が樂にできるのです。以前は外資系メーカーの社外講師、地域での女性専門ステップアップセミナー(ヘアーの部)なども歴任していました。<br>
                        少し毒舌気味なのが…
                    </p>
                </div>
                <div class="stylist01">
                    <div class="prof">
                        <h4><span>木下 貴子</span> Kinoshita Atsuko</h4>
                        <img src="images_red/img_stylist02-2.jpg" alt="">
                    </div>
                    <p class="stylist_text">
                        この仕事に従事してすでに20年近く、今までに何万人ものお客様をカットしてきました。<br>

                        カウンセリングを徹底的に行い、好みを聞き入れ、そしてスタイルを提案します。<br>
                        若い頃の大阪での職歴がものをいい、幅広い対応ができます。厳しい突っ込みも、さらりといなします。<br>

                        着付けも得意としております。
                    </p>
                </div>
            </div> -->
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
