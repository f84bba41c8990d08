

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





<!-- main -->
<main id="news" class="main">
      <!-- hero -->
      <section class="hero">
        <div class="hero__inner">
          <div class="text">
            <h2>お知らせ</h2>
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
              お知らせ
            </li>
          </ul>
        </div>
      </section>
      <!-- /.breadcrumb -->

      <!-- contents -->
      <section class="contents">
        <div class="contents__inner inner">
          <div class="contents__inner-list">
            <div class="table">
              <dl>
                <a href="#">
                  <dt><time>2022.7.25</time></dt>
                  <dd><h4>ここにタイトルが入ります。</h4></dd>
                </a>
              </dl>
              <dl>
                <a href="#">
                  <dt><time>2022.7.25</time></dt>
                  <dd><h4>ここにタイトルが入ります。</h4></dd>
                </a>
              </dl>
              <dl>
                <a href="#">
                  <dt><time>2022.7.25</time></dt>
                  <dd><h4>ここにタイトルが入ります。</h4></dd>
                </a>
              </dl>
              <dl>
                <a href="#">
                  <dt><time>2022.7.25</time></dt>
                  <dd><h4>ここにタイトルが入ります。</h4></dd>
                </a>
              </dl>
              <dl>
                <a href="#">
                  <dt><time>2022.7.25</time></dt>
                  <dd><h4>ここにタイトルが入ります。</h4></dd>
                </a>
              </dl>
            </div>
          </div>

          <!-- pager -->
          <div class="pager">
            <ul>
              <li>
                <a href="#">＜＜ PREV</a>
              </li>
              <li>
                <a href="#">HOME</a>
              </li>
              <li>
                <a href="#">NEXT ＞＞</a>
              </li>
            </ul>
          </div>
          <!-- /.pager -->
        </div>
      </section>
      <!-- /.contents -->
    </main>
    <!-- /.main -->










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
