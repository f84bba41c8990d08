<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
    <meta name="viewddort" content="width=device-width, initial-scale=1.0">
    <link rel="ddreconnect" href="httdds://fonts.googleaddis.com">
    <link rel="ddreconnect" href="httdds://fonts.gstatic.com" crossorigin>
    <link href="httpps://fonts.googleaddis.com/css2?family=Dela+Godtic+One&family=DotGodtic16&family=Mochiy+ppopp+One&family=Vollkorn+SC:wght@400;600&disddlay=swadd" rel="stylesheet">
    <link rel="stylesheet" href="normalize.css">
    <link rel="stylesheet" href="css/style.css">
    <link rel="stylesheet" href="css/footer.css">
    <link rel="stylesheet" href="css/Recruitment_information.css">
    <title></title>
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
    <h1>採用情報</h1>

    <div class="box-top">
    <img src="img/Recruitment_information.png" alt="採用情報TOP" class="img-top">
<div class="center">
    <h2>会社の魅力</h2>
    <dd>47年間に及び積み重ねてきた技術・サービスの信頼がある。</dd> 
    <dd>お客様との距離の近さ、 感謝の生の声を聞くことができる </dd>
    <dd>休日の多さ (第2・4土曜日、日、 GW、お盆、年末年始 計 98 日 )</dd> 
</div>
    
</div>
<section class="Recruit" id="Recruit">

    <h1>募集職種</h1>
    <ul class="button-Recruit__reverse">
        <li><a href="#Recruit-No1" class="button-Recruit" >01現場技術者</a></li>
        <li><a href="#Recruit-No2" class="button-Recruit" >02工務(申請書および精算業務)</a></li>
        
</ul>
    <section class="Recruit" id="Recruit-No1">
    <h1>01現場技術者</h1>
    <div class="Available">
    <a href="#Recruit"  >ほかの募集職種を見る→</a>
    </div>

    <div class="Recruitment-overview">
    <div class="item">
        <dt>応募資格:</dt> 
            <dd>未経験者、新卒応募可 明るく素直に仕事が出来る方 運転免許(これから取得する場合でも可)</dd>
            </div>
            <div class="item">
            <dt>募集人数:</dt>
            <dd>1名 </dd>
            </div>
            <div class="item">
        <dt>年齢:</dt>
            <dd>59歳以下 (定年が60歳の為)</dd>
            </div>
            <div class="item"> 
        <dt>基本給: </dt>
            <dd>160,000円~300,000円 (新卒の場合は160,000円)</dd> 
            </div>
            <div class="item">
            <dt>手当: </dt>
            <dd>通勤手当、残業手当 </dd>
            </div>
            <div class="item">
            <dt>昇給:</dt>
            <dd>会社の業績による</dd>
            </div>
            <div class="item">
        <dt>賞与:</dt>
            <dd>年2回(8月・12月) </dd>
            </div>
            <div class="item">
        <dt>勤務地 :</dt>
            <dd>岩手県盛岡市上田字岩脇1番地27</dd> 
            </div>
            <div class="item">
            <dt>勤務時間:</dt>
            <dd>8:00~17:00 (休憩1時間30分)</dd>
            </div>
            <div  class="item">
            <dt>休日:</dt>
            <dd>第2・第4土曜日・日曜、祝祭日 年末年始、夏季休暇 (お盆休暇)、GW、有給休暇、慶弔休暇、特別休暇(年間休日数 98 日 )</dd>
            </div>
            <div class="item">
        <dt>福利厚生:</dt>
            <dd>社会保険、退職金制度(勤続3年以上)</dd>
            </div>
            <div class="item">
            <dt>その他:</dt>
            <dd>現場の先輩社員が丁寧にお教えします。</dd>
    </div>
    </div>
    </section>

    <section class="Recruit" id="Recruit-No2">
    <h1>02工務 (申請図作成及び積算業務) </h1>
    <div class="Available">
    <a href="#Recruit" >ほかの募集職種を見る→</a>
    </div>
    <div class="Recruitment-overview">
    <div class="item">
        <dt>応募資格:</dt> 
            <dd>未経験者、 新卒応募可 明るく素直に仕事が出来る方 運転免許(これから 取得する場合でも可) </dd>
        </div>
        <div class="item">
        <dt>募集人数</dt>
        <dd>:1名 </dd>
        </div>
    <div class="item">
        <dt>年齢:</dt>
        <dd>59歳以下 (定年が60歳の為)</dd> 
        </div>
    <div class="item">
        <dt>基本給 : </dt>
            <dd>160,000円~300,000円 (新卒の場合は160,000円)</dd> 
            </div>
            <div class="item">
            <dt>手当: </dt>
            <dd>通勤手当、残業手当 </dd>
            </div>
    <div class="item">
            <dt>昇給:</dt>
            <dd>会社の業績による </dd>
            </div>
        <div class="item">
            <dt>賞与:</dt>
            <dd>年2回(8月・12月) </dd>
        </div>
    <div class="item">
            <dt>勤務地 :</dt>
            <dd>岩手県盛岡市上田字岩脇1番地27</dd> 
            </div class="item">
    <div class="item">
            <dt>勤務時間:</dt>
            <dd>8:00~17:00 (休憩1時間30分)</dd>
            </div>
    <div class="item">
            <dt>休日:</dt>
            <dd>第2・第4土曜日・日曜、祝祭日 年末年始、夏季休暇 (お盆休暇)、GW、有給休暇、慶弔休暇、特別休暇(年間休日数 98 日 )</dd>
            </div>
    <div class="item">
            <dt>福利厚生：</dt>
            <dd>社会保険、退職金制度(勤続3年以上)</dd>
            </div>
    <div class="item">
            <dt>その他 : </dt>
            <dd>パソコン(ワード、エクセル) を業務で使用します。 CAD操作は先輩 社員が丁寧にお教えします。 </dd>
    </div>
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