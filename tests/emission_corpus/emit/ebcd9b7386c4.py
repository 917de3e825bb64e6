


def forward(self, x, y):
    a = x + y - x * y / x // y % x @ y
    b = x ** -y ** 2
    c = -x;  d = +x;  e = ~x;  g = not x
    h = x << 1 >> y & 3 | x ^ 5
    i = x < y;  j = x <= y;  k = x == y;  l = x != y;  m = x > y;  n = x >= y
    o = x is None;  p = x is not None;  q = x in y;  r = x not in y
    return (a, b, c, d, e, g, h, i, j, k, l, m, n, o, p, q, r)
    