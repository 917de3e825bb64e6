

wrap("probe_leaf")

def forward(self, x : torch.Tensor, y, z = 1, w = None, *args : int, **kwargs) -> torch.Tensor:
    # File: probe.py:1 in forward, code: everything
    a = torch.ops.aten.add.Tensor(x, y);  y = None
    b = a[0];  c = a[:, 1:-1:2];  d = a[..., None]
    e = a.view(-1, [2, 3], (4, 5), [a, 1], dim = -0.0, k = (1+2j), s = 'q\'"\x80é', t = b'\x00')
    f = getattr(self, "0").conv(e, memory_format = torch.contiguous_format)
    g = -a + ~b * c @ d // 2 % 3 - +a ** -b << 1 >> 2 & a | b ^ c / x
    h = a < b;  i = a <= b;  j = a == b;  k = a != b;  l = a > b;  m = a >= b
    n = a is None;  o = a is not None;  p = a in b;  q = a not in b;  r = not a
    s = {'a': a, 'b': [b, {c: d}], 'c': (1, 2, 'x')};  t = {}
    u = print(123456789012345678901234567890, 1e+100, inf, True, False, ...)
    v = w = None
    return (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w)
    