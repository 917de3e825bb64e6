


def forward(self, x0, x1, x2, x3):
    act = self.act({'a': slice(x2, {}, tensor(1.)), 'k': x3});  x2 = x3 = act = None
    return ()
    