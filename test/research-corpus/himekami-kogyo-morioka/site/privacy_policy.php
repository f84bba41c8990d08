
<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <link rel="stylesheet" href="css/style.css">
    <link rel="stylesheet" href="css/footer.css">
    <link rel="stylesheet" href="css/privacy_policy.css">
    <title>個人情報保護方針</title>
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
<div class="PR">
<h2>プライバシーポリシー</h2>
        <div class="boxPR">
        <font>株式会社姫神設備工業（以下「当社」）は、以下のとおり個人情報保護方針を定め、個人情報保護の仕組みを構築し、全従業員に個人情報保護の重要性の認識と取組みを徹底させることにより、個人情報の保護を推進いたします。本ウェブサイトでは、お客さまからのお問い合わせ時に、お名前、e-mailアドレス、電話番号等の個人情報（以下「個人情報」といいます）をご登録いただく場合がございますが、これらの個人情報はご提供いただく際の目的以外では利用いたしません。</font>
        </div>
    </div>

    <div class="PR">
        <h2>個人情報の利用目的</h2>
            <div class="boxPR">
            <font>お客さまからお預かりした個人情報は、当社からの連絡や業務のご案内、サービスや商品のご案内及びお客様からのご質問に対する回答など、電子メールや資料の送付に利用させて頂きます。</font>
            </div>
    </div>
    <div class="PR">
        <h2>個人情報の第三者への開示・提供の禁止</h2>
        <div class="boxPR">
            <font>当社は、お客さまよりお預かりした個人情報を適切に管理し、次のいずれかに該当する場合を除き、個人情報を第三者に開示いたしません。</font>
                <ul>
                    <li>お客さまの同意がある場合</li>
                    
                    <li>お客さまが希望されるサービスを行なうために当社が業務を委託する業者に対して開示する場合</li>
                    
                    <li>法令の定めに基づき開示する場合</li>
                </ul>
        </div>
    </div>
    <div class="PR">
        <h2>法令、規範の遵守と見直し</h2>
        <div class="boxPR">
            <font>お客さまがご自身の個人情報の照会・修正・削除などを希望される場合には、ご本人様であることを確認の上、対応させていただきます（ただし，第三者の権利利益を侵害する虞がある場合及び当社業務に重大な支障が生じる虞のある場合にはご対応できない場合がありますのでご了承ください）。
            当社は、保有する個人情報に関して適用される日本の法令、その他規範を遵守するとともに、本ポリシーの内容を適宜見直し、その改善に努めます。
            </font>
        </div>
    </div>
    <div class="PR">
    <h2>お問い合わせ</h2>
        <div class="boxPR">
            <font>当社の個人情報の取扱に関するお問い合せは下記までご連絡ください。</font><br>
                株式会社姫神設備工業 〒020-0102 盛岡市上田字岩脇1番地27(盛岡テクノパーク企業団地内)
                TEL:019-661-8356  FAX:019-661-8329
        </div>
    </div>
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