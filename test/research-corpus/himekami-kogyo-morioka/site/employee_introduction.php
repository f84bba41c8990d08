<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="stylesheet" href="css/normalize.css">
    <link rel="stylesheet" href="css/style.css">
    <link rel="stylesheet" href="css/employee_introduction.css">
    <title>従業員紹介ページ</title>
</head>
<body id="employee">
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
</header>    <section>
    <h1>従業員紹介</h1>
    <div id="employee_listbox">
        <ul>
            <li>
                <img src="img/employee1.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee2.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee3.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee4.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee5.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee6.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee7.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee8.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee9.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee10.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>
            <li>
                <img src="img/employee11.png" alt="従業員の写真">
                <p class="employee_name">中村さん</p>
                <p class="employee_role">役職、検定</p>
            </li>

        </ul>
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