


def forward(self, x0):
    b0 = self.b0;  b0 = None
    w0 = self.w0;  w0 = None
    return None
    