
<!doctype html>
<html lang="ja">

<head>
  <meta charset="UTF-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <meta name="description" content="">
  <meta name="format-detection" content="telephone=no">
  <title>お問い合わせ | BodyArrange軸</title>

  <meta propety="og:type" content="website">
  <meta propety="og:title" content="">
  <meta propety="og:description" content="website">
  <meta propety="og:site name" content="">
  <meta propety="og:url" content="">
  <meta propety="og:image" content="">
  <meta propety="og:app_id" content="">

  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/slick-theme.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/slick.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/reset.css" />
  <link rel="stylesheet" href="https://daiki14.github.io/jiku/css/style.css" />
  <link rel="stylesheet" href="https://use.fontawesome.com/releases/v5.15.1/css/all.css">
  <!--住所自動取得-->
  <script type="text/javascript" src="https://ajaxzip3.github.io/ajaxzip3.js"></script>
</head>

<body>
  <!-- ↓header -->
  <header class="header">
    <div class="header__inner">
      <!-- logo -->
      <h1 class="logo">
        <a href="#top">
          <img class="white" src="https://daiki14.github.io/jiku/img/logo.svg" alt="BodyArrange軸" />
          <img class="gray" src="https://daiki14.github.io/jiku/img/logo_gray.svg" alt="BodyArrange軸">
        </a>
      </h1>
      <!-- /.logo -->
      <!-- hamburger -->
      <div class="hamburger">
        <span></span>
        <span></span>
        <span></span>
      </div>
      <!-- /.hamburger -->
      <!-- nav -->
      <nav class="header__inner-nav">
        <ul>
          <li>
            <a href="#about">当院について</a>
          </li>
          <li>
            <a href="#service">施術内容・料金</a>
          </li>
          <li>
            <a href="#information">お知らせ</a>
          </li>
          <li>
            <a href="#qa">よくあるご質問</a>
          </li>
        </ul>
        <ul>
          <li>
            <a href="#09056853493">07090157180</a>
          </li>
          <li>
            <a href="#access"> アクセス </a>
          </li>
        </ul>
        <ul>
          <li>
            <a href="https://www.instagram.com/y.to.shi.ki/?hl=ja">INSTAGRAM</a>
          </li>
          <li>
            <a href="#">LINE</a>
          </li>
        </ul>
      </nav>
      <!-- /.nav -->
    </div>
  </header>
  <!-- ↑header -->

<main>
  <!-- hero -->
  <section class="hero">
    <div class="hero__inner">
      <div class="text">
        <h2>お問い合わせ</h2>
      </div>
    </div>
  </section>
  <!-- /.hero -->

  <!-- breadcrumb -->
  <section class="breadcrumb">
    <div class="breadcrumb__inner inner">
      <ul>
        <li>
          <a href="#">HOME</a>
        </li>
        <li>
          お問い合わせ
        </li>
      </ul>
    </div>
  </section>
  <!-- /.breadcrumb -->

  <!--▼ここから-->
  <section class="contact" id="contact">
    <div class="contact__inner inner">
      <p>
        お問い合わせは、お電話にてお問い合せいただくか、下記のフォームよりご連絡ください。<br>
        <br>
        メール送信完了後、当サイトよりメールが届きます。
        (携帯の場合、メールが受信できるよう、ドメインの受信許可設定をお願いいたします。)
      </p>
      <form action="form/confirmation.php" method="post" enctype="multipart/form-data">
        <dl>
          <div class="wrap">
            <dt class="required">お名前</dt>
            <dd>
              <input type="hidden" name="お名前[params]" value="名前" />
              <input type="text" name="お名前[value]" placeholder="例：山田太郎" />
            </dd>
          </div>
          <div class="wrap">
            <dt class="required">お名前（フリガナ）</dt>
            <dd>
              <input type="hidden" name="お名前（フリガナ）[params]" value="名前" />
              <input type="text" name="お名前（フリガナ）[value]" placeholder="例：ヤマダタロウ" />
            </dd>
          </div>
          <div class="wrap">
            <dt class="required"><span>電話番号</span></dt>
            <dd>
              <input type="hidden" name="電話番号[params]" value="電話番号,必須" />
              <input type="text" name="電話番号[value]" placeholder="例：000-0000-0000" />
            </dd>
          </div>
          <div class="wrap">
            <dt class="required"><span>メールアドレス</span></dt>
            <dd>
              <input type="hidden" name="メールアドレス[params]" value="メール" />
              <input type="email" name="メールアドレス[value]" placeholder="例：sample@sample.co.jp">
            </dd>
          </div>
          <div class="wrap">
            <dt class="required"><span>メールアドレス（確認）</span></dt>
            <dd>
              <input type="hidden" name="メールアドレス確認[params]" value="再入力" />
              <input type="email" name="メールアドレス確認[value]" placeholder="例：sample@sample.co.jp">
            </dd>
          </div>
          <div class="wrap">
            <dt class="required"><span>性別</span></dt>
            <dd class="sel_box">
              <input type="hidden" name="性別[params]" />
              <div>
                <select name="性別[value]">
                  <option value="必須">--</option>
                  <option value="男性">男性</option>
                  <option value="女性">女性</option>
                </select>
              </div>
            </dd>
          </div>
          <div class="wrap category">
            <dt class="required"><span>問い合わせカテゴリー</span></dt>
            <dd>
              <input type="hidden" name="問い合わせカテゴリー[params]" value="必須" />
              <label>
                <input type="radio" name="問い合わせカテゴリー[value]" value="予約" class="chk_input" />
                <span class="chk_style">予約</span>
              </label>
              <label>
                <input type="radio" name="問い合わせカテゴリー[value]" value="ご相談" class="chk_input" />
                <span class="chk_style">ご相談</span>
              </label>
              <p>※予約を選択された方…お日にちの希望日を選択してください。</p>
              <p>※ご相談を選択された方…おご相談内容を入力してください。</p>
            </dd>
          </div>
          <div class="wrap">
            <dt><span>第一希望日</span></dt>
            <dd class="sel_box">
              <input type="hidden" name="第一希望日[params]" />
              <div>
                <select name="第一希望日[value]">
                  <option value="--">--</option>
                  <option value="1">1</option>
                  <option value="2">2</option>
                  <option value="3">3</option>
                  <option value="3">4</option>
                  <option value="3">5</option>
                  <option value="3">6</option>
                  <option value="3">7</option>
                  <option value="3">8</option>
                  <option value="3">9</option>
                  <option value="3">10</option>
                  <option value="3">11</option>
                  <option value="3">12</option>
                </select>
                <p>月</p>
                <select name="第一希望日[value]">
                  <option value="--">--</option>
                  <option value="1">1</option>
                  <option value="2">2</option>
                  <option value="3">3</option>
                  <option value="3">4</option>
                  <option value="5">5</option>
                  <option value="6">6</option>
                  <option value="7">7</option>
                  <option value="8">8</option>
                  <option value="9">9</option>
                  <option value="10">10</option>
                  <option value="11">11</option>
                  <option value="12">12</option>
                  <option value="13">13</option>
                  <option value="14">14</option>
                  <option value="15">15</option>
                  <option value="16">16</option>
                  <option value="17">17</option>
                  <option value="18">18</option>
                  <option value="19">19</option>
                  <option value="20">20</option>
                  <option value="21">21</option>
                  <option value="22">22</option>
                  <option value="23">23</option>
                  <option value="24">24</option>
                  <option value="25">25</option>
                  <option value="26">26</option>
                  <option value="27">27</option>
                  <option value="28">28</option>
                  <option value="29">29</option>
                  <option value="30">30</option>
                  <option value="31">31</option>
                </select>
                <p>日</p>
                <select name="第一希望日[value]">
                  <option value="8:30">8:30</option>
                  <option value="9:00">9:00</option>
                </select>
              </div>
            </dd>
          </div>
          <div class="wrap">
            <dt><span>第二希望日</span></dt>
            <dd class="sel_box">
              <input type="hidden" name="第二希望日[params]" />
              <div>
                <select name="第二希望日[value]">
                  <option value="">--</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
                <p>月</p>
                <select name="第二希望日[value]">
                  <option value="">--</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
                <p>日</p>
                <select name="第二希望日[value]">
                  <option value="">8:30</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
              </div>
            </dd>
          </div>
          <div class="wrap">
            <dt><span>第三希望日</span></dt>
            <dd class="sel_box">
              <input type="hidden" name="第三希望日[params]" />
              <div>
                <select name="第三希望日[value]">
                  <option value="">--</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
                <p>月</p>
                <select name="第二希望日[value]">
                  <option value="">--</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
                <p>日</p>
                <select name="第二希望日[value]">
                  <option value="">8:30</option>
                  <option value="項目1">項目1</option>
                  <option value="項目2">項目2</option>
                  <option value="項目3">項目3</option>
                </select>
              </div>
            </dd>
          </div>
          <div class="wrap">
            <dt>ご希望メニュー</dt>
            <dd>
              <input type="hidden" name="ご希望メニュー[params]">
              <label><input type="checkbox" name="ご希望メニュー[value][]" value="改善整体"> 改善整体</label>
              <label><input type="checkbox" name="ご希望メニュー[value][]" value="改善整体"> 改善整体</label>
              <label><input type="checkbox" name="ご希望メニュー[value][]" value="小顔改善"> 小顔改善</label>
              <label><input type="checkbox" name="ご希望メニュー[value][]" value="頭ほぐし"> 頭ほぐし</label>
              <label><input type="checkbox" name="ご希望メニュー[value][]" value="ふくらはぎ"> ふくらはぎ</label>
            </dd>
          </div>
          <div class="wrap">
            <dt><span>ご相談内容</span></dt>
            <dd>
              <input type="hidden" name="ご相談内容[params]">
              <textarea name="ご相談内容[value]" placeholder="ご相談内容を入力してください。"></textarea>
            </dd>
          </div>
        </dl>
        <p id="form_btn">
          <input type="submit" value="確認画面へ" class="btn">
        </p>
      </form>
    </div>
  </section>
  <!--▲ここまで-->
</main>



<!-- ↓footer -->
<footer class="footer">
    <div class="footer__inner inner">
      <div class="footer__inner-list">
        <ul>
          <li class="left">
            <strong>ご予約はこちらから</strong>
            <p>ご予約やご相談など、<br />お気軽にお電話ください。</p>
          </li>
          <li class="right">
            <strong><span>TEL</span>070-9015-7180</strong>
            <p>初回は問診があるため少しお早めにお越しくださいませ。</p>
          </li>
        </ul>
      </div>
    </div>
    <div class="copyright">
      <small>兵庫県神戸市琴ノ緒町の整体「Body Arrange 軸」JR三ノ宮駅徒歩3分<br />Copyright
        © 2022 Body Arrange 軸. ALL Rights Reserved.</small>
    </div>
  </footer>
  <!-- ↑footer -->


  <!-- cv_btn -->
  <div class="cv_btn">
    <a href="contact.php">
      CONTACT
      <span>お問い合わせは<br class="_tab">こちらから</span>
    </a>
  </div>
  <!-- /.cv_btn -->

  <script src="https://code.jquery.com/jquery-3.6.0.js" integrity="sha256-H+K7U5CnXl1h5ywQfKtSj8PCmoN9aaq30gDh27Xc0jk=" crossorigin="anonymous"></script>
  <script src="https://daiki14.github.io/jiku/js/slick.min.js"></script>
  <script src="https://daiki14.github.io/jiku/js/picturefill.js"></script>
  <script src="https://daiki14.github.io/jiku/js/common.js"></script>
  <script src="https://daiki14.github.io/jiku/js/main.js"></script>
  <script src="https://daiki14.github.io/jiku/js/script.js"></script>
</body>

</html>
