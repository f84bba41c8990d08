
<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="stylesheet" href="css/style.css">
    <link rel="stylesheet" href="css/footer.css">
    <link rel="stylesheet" href="css/business_achievement_introduction.css">
    <title>業務・実績紹介</title>
</head>
<body>
<header>
    <h1 class="header_title"><a href="index.php">姫神設備工業</a></h1>
    <div class="header__wrap">
        <ul class="header__lists">
            <li class="header__list">
                <a href="enterprise_overview.php">企業について</a>
                <ul class="header__menus">
                    <li class="header__menu"><a href="enterprise_overview.php">企業概要</a></li>
                    <li class="header__menu"><a href="business_achievement_introduction.php">実績</a></li>
                    <li class="header__menu"><a href="Construction_example.php">施工事例</a></li>
                    <li class="header__menu"><a href="employee_introduction.php">従業員紹介</a></li>

                </ul>
            </li>
            <li class="header__list"><a href="Recruitment_information.php">採用情報</a></li>
            <li class="header__list"><a href="notice_list.php">NEWS</a></li>
            <li class="header__list"><a href="FAQ.php">よくあるご質問</a></li>
            <li class="header__list">
                <a href="#">お問い合わせ</a>
                <ul class="header__menus">
                    <li class="header__menu"><a href="repair_point_inquiry.php">修理箇所</a></li>
                    <li class="header__menu"><a href="Recruitment_information_inquiry.php">採用情報</a></li>
                </ul>
            </li>
        </ul>
    </div>
</header>    
<img src="img/business_achievement_introduction.jpg" alt="会社概要TOP" class="img-top">

<h1>業務案内</h1>

<ul class="button-Recruit__reverse">
        <li><a href="#Recruit-No1" class="button-Recruit" >一般住宅ビル等の排水設備工事</a></li>
        <li><a href="#Recruit-No2" class="button-Recruit" >水道施設・管工事</a></li>
        <li><a href="#Recruit-No3" class="button-Recruit" >とび・土木工事</a></li>
</ul>
<section class="Recruit" id="Recruit-No1">
<div class="Businesses">
    <h1>一般住宅ビル等の排水設備工事</h1>
    
    <p>建物の水に関わる工事全般の設計・施工を行います。
        給水・給湯設備、排水設備、トイレ・洗面器・ポンプ・タンク
        などの衛生設備などがあります。  </p>

    <!-- <img src="img/toilet1.jpg" alt="一般住宅ビル等排水設備工事" class="img">
    <img src="img/toilet2.jpg" alt="一般住宅ビル等排水設備工事" class="img"> -->

</div>
</section>

<section class="Recruit" id="Recruit-No2">
<div class="Businesses">
    <h1>水道施設・管工事</h1>
<!-- <img src="img/kantop.jpg" alt="水道施設・管工事" class="img"> -->


<p>水道や下水処理場の施設や処理場を構造、設置する工事が水道施設工事で、
    家屋やその他の施設に配水小管を設置する工事。
    これらの敷地外の下水道の配管工事・施工を行います。</p>

    <!-- <img src="img/kan2.jpg" alt="水道施設・管工事" class="img">
    <img src="img/kan3.jpg" alt="水道施設・管工事" class="img"> -->


</div>

</section>
<section class="Recruit" id="Recruit-No3">
<div class="Businesses">
    <h1>とび・土木工事</h1>
<!-- <img src="img/door1.jpg" alt="とび・土木工事" class="img"> -->

<p>水道や下水処理場の施設や処理場を構造、設置する工事が水道施設工事で、
    家屋やその他の施設に配水小管を設置する工事。
    これらの敷地外の下水道の配管工事・施工を行います。</p>
<!-- 
<img src="img/door2.jpg" alt="とび・土木工事" class="img">
<img src="img/door3.jpg" alt="とび・土木工事" class="img"> -->

</div>
</section>
<link rel="stylesheet" href="css/footer.css">

<footer class="footer05">

<div class="wrap">
  <div class="box">
    <h1><a href="index.php">姫神設備工業</a></h1>

        <p class="fotterP">〒020-0102</p>
        <p class="fotterP">盛岡市上田字岩脇1番地27</p>
        <p class="fotterP">(盛岡テクノパーク企業団地内)</p>
        <p class="fotterP">TEL:019-661-8356</P>
        <p class="fotterP">FAX:019-661-8329</P>

      <ul class="footer__navi">
    <li><a href="#">Facebook</a></li>
    <li><a href="#">Twitter</a></li>
    <li><a href="#">Instagram</a></li>
  </ul>
  </div>


  <div class="box">
    <ul class="font-line">
        <li><a href="index.php">HOME</a></li>
        <h2>企業について</h2>
        <li><a href="enterprise_overview.php">企業概要</a></li>
        <li><a href="business_achievement_introduction.php">実績</a></li>         
        <li><a href="Construction_example.php">施工事例</a></li>
        <li><a href="employee_introduction.php">従業員紹介</a></li>
        <br>
        <a href="Recruitment_information.php">採用情報</a>
        </ul>
    </div>
  <div class="box">
        <ul class="font-line">
        <li><a href="notice_list.php">お知らせ</a></li>
        <li><a href="FAQ.php">よくあるご質問</a></li>
        <h2>お問い合わせ</h2>
        <li><a href="repair_point_inquiry.php">修理・施工などのお問い合わせ</a></li>
        <li><a href="Recruitment_information_inquiry.php">採用情報に関するお問い合わせ</a></li>
        <li><a href="privacy_policy.php">プライバシーポリシー</a></li>
        </ul>
        </div>
 </div>
</div>
</footer>

</body>
</html>