<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>美容室red/ ADVICE</title>
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
        <div class="advice">
            <div class="advice_head">
                <h2>REDアドバイス室</h2>
                <div class="advice_head_box">
                    <h3>REDのおすすめ！armada style</h3>
                    <h4>全国25万件の美容室のうち約1%の美容室しか
                        取り扱うことのできないアルマダスタイルシリーズを
                        REDでは導入しています。</h4>
                    <div class="intro">
                        <div class="description">
                            <p>アルマダスタイル電子トリートメントスプレーは、傷みを表面にコーティングをして隠すトリートメントではなく、髪の内部に水分とミネラルを補給して髪を内側から修復します。
                            </p><br>
                            <p>2010年ベストコスメ（ヘアケア部門）で2位を獲得したアルマダスタイルシリーズは、プロユース商品で、そのうち全国の約1％の美容室のみでしか取り扱えない商品です。</p><br>
                            <p>このアルマダシリーズのミネラルパーマ、ミネラルパーマは、当店でも人気で、多くのお客様につやつや、サラサラをご実感頂いています。髪を傷めない、美しく健康な髪を育てる観点で薬剤を選んでいる当店のイチオシです！！
                            </p>
                        </div>
                        <div class="img_armada"><img src="../images_red/armada-style.jpg" alt=""></div>
                    </div>  
                    <div class="img_sample"><img src="../images_red/img_sample.jpg" alt=""></div>
                </div>  
            </div>
            <div class="advice_body">
                <div class="comment_box">
                    <h3>お客様の声</h3>
                    <div class="comment">
                        <div class="comment_icon"><img src="../images_red/icon_124670_256.png" alt=""></div>
                        <div class="comment_content">
                            <p>今回はカラーをしてもらいました。<br>
                            カラー後、おすすめされて購入した『電子トリートメントアルマダスタイルM3』を約一週間使うと、より髪のさらさら感を感じる事ができました。他の美容室でカラーをしたよりも朝起きた時のまとまりが全然違うので3人の子どもででワヤワヤなっている忙しい朝でも、短時間でセットできるのが私にとってはとてもありがたかったです！<br>
                            M3は、顔、髪関係なく吹きかけられるので、ヒーターで乾燥しがちな肌にはいいなぁと思いました。ありがとうございました。</p>
                            <span>３０代女性　N様</span>
                        </div>
                    </div>
                    <div class="comment">
                        <div class="comment_icon"><img src="../images_red/icon_124660_256.png" alt=""></div>
                        <div class="comment_content">
                            <p>ストレートパーマ&ヘアダイの連続でダメージがひどかったのですが、これまで経験した事の無い仕上がりで驚きました。少しお値段はお高めですが、後々の事を考えると決して高くはありません。<br>
                            これまで米子まで通っていましたがやめます。</p>
                            <span>4０代女性　Y様</span>
                        </div>    
                    </div>
                    <div class="comment">
                        <div class="comment_icon"><img src="../images_red/icon_124670_256.png" alt=""></div>
                        <div class="comment_content">
                            <p>ミネラルパーマをお願いしました。<br>
                            いつもよりさわった感じがさらさらしている気がします。<br>
                            カールの持ちを実感できるのが楽しみです。電子トリートメントM3を使って傷み少ない髪になることを期待します！</p>
                            <span>３０代女性　K様</span>
                        </div>
                    </div>
                    <div class="comment">
                        <div class="comment_icon"><img src="../images_red/icon_124670_256.png" alt=""></div>
                        <div class="comment_content">
                            <p>今日はカラー＋ストレートを施術いただきました。<br>
                            元々くせ毛で乾燥毛のうえに、日々のブロー、度重なるカラーetc..で髪はパサパサを通り越してカシカシ、枝毛、切れ毛のオンパレードでした。
                            そんな時『とりなび』で見たこちらのカラー&ストレートのことを思い出し、思い切ってお願いする ことに。。。<br>
                            施術直後は正直飛び上がる程の驚きはありませんでした。（普通に調子がイイという感じで、、） それが翌朝、寝グセを直そうと戴いたアルマダスタイルM3を使用しドライヤーをかけるとビックリ！！！ ツヤツヤ！サラサラ！！
                            縮毛矯正独特の妙なシャキーンとした感じも無く、とても満足しています。</p>
                            <span>３０代女性　T様</span>
                        </div>
                    </div>
                </div>
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
