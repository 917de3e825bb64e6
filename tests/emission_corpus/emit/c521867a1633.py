


def forward(self, x0, x1, x2, x3):
    add = x1.add(slice((x2, nan), (), 0));  x1 = x2 = add = None
    act = self.act(0)
    return (act,)
    